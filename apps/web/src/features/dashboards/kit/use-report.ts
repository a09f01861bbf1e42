import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Query } from '../../../lib/api-client';
import { getChecked } from '../../../lib/checked-request';
import { dashboardKeys } from '../api/keys';

/**
 * One dashboard call, its answer checked against its schema: `path` below /reports (`net`), or from the API's root when
 * it starts with a slash (`/analytics/consignees/`); its parts already encoded.
 */
export const getReport = <Schema extends z.ZodType>(path: string, schema: Schema, query: Query, signal?: AbortSignal) =>
  getChecked(path.startsWith('/') ? path : `/reports/${path}`, schema, query, signal);

/** A report's query for TanStack Query: useReport shows it, an export fetches it (from the cache when it is there). */
export const reportQueryOptions = <Schema extends z.ZodType>(path: string, schema: Schema, query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.report(path, query),
    queryFn: ({ signal }) => getReport(path, schema, query, signal),
  });

/**
 * A report for a query. A changed filter cancels the call of the previous one (TanStack Query aborts its signal, and
 * the cancelled answer is ignored); meanwhile the previous answer stays in hand (`isPlaceholderData`), so a view keeps
 * its room, showing it loading (QueryState hides or dims it, a table shows its loader) rather than flashing empty.
 */
export function useReport<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...reportQueryOptions(path, schema, query), placeholderData: keepPreviousData, enabled });
}
