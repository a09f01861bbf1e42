import { reportMessages } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type Query } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { analyticsKeys } from './keys';

/** A report answered with a body not of its contract's shape (spec 8: "Invalid response format"). */
export class ReportFormatError extends Error {
  constructor() {
    super(reportMessages.invalidResponse);
    this.name = 'ReportFormatError';
  }
}

/**
 * One dashboard call, its answer checked against its schema: `path` below /reports (`net`), or from the API's root when
 * it starts with a slash (`/analytics/consignees/`); its parts already encoded.
 */
export async function getReport<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const body = await apiRequest<unknown>(path.startsWith('/') ? path : `/reports/${path}`, { query, signal });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReportFormatError();
  return parsed.data;
}

/** A report's query for TanStack Query: useReport shows it, an export fetches it (from the cache when it is there). */
export const reportQueryOptions = <Schema extends z.ZodType>(path: string, schema: Schema, query: Query) =>
  queryOptions({
    queryKey: analyticsKeys.report(path, query),
    queryFn: ({ signal }) => getReport(path, schema, query, signal),
  });

/**
 * A report for a query. A changed filter cancels the call of the previous one (TanStack Query aborts its signal, and
 * the cancelled answer is ignored); meanwhile the previous answer stays in hand (`isPlaceholderData`), so a view keeps
 * its place and shows its rows loading rather than flashing empty.
 */
export function useReport<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...reportQueryOptions(path, schema, query), placeholderData: keepPreviousData, enabled });
}

/**
 * What a failed report says (spec 8): a wrong shape (Invalid response format, unless the view has its own words for
 * it), else the server's detail, else the view's fallback.
 */
export const reportErrorMessage = (
  error: unknown,
  fallback: string,
  formatMessage: string = reportMessages.invalidResponse,
) => (error instanceof ReportFormatError ? formatMessage : errorMessage(error, fallback));
