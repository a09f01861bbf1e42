import { reportMessages } from '@portside/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** One /reports call (`path` below /reports, its parts already encoded), its answer checked against its schema. */
export async function getReport<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const body = await apiRequest<unknown>(`/reports/${path}`, { query, signal });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReportFormatError();
  return parsed.data;
}

/**
 * A report for a query. A changed filter cancels the call of the previous one (TanStack Query aborts its signal, and
 * the cancelled answer is ignored) while the previous figures stay on screen until the new ones come.
 */
export function useReport<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: analyticsKeys.report(path, query),
    queryFn: ({ signal }) => getReport(path, schema, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What a failed report says (spec 8): a wrong shape, else the server's detail, else the view's fallback. */
export const reportErrorMessage = (error: unknown, fallback: string) =>
  error instanceof ReportFormatError ? error.message : errorMessage(error, fallback);
