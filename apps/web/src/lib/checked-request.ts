import { reportMessages } from '@portside/contracts/reports';
import type { z } from 'zod';
import { apiRequest, type Query } from './api-client';
import { errorMessage } from './api-error';

/** An answer not of its contract's shape (spec 8: "Invalid response format"). */
export class ReportFormatError extends Error {
  constructor() {
    super(reportMessages.invalidResponse);
    this.name = 'ReportFormatError';
  }
}

/** A GET of the API (`path` from its root, its parts already encoded), its answer checked against its schema. */
export async function getChecked<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query = {},
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const body = await apiRequest<unknown>(path, { query, signal });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReportFormatError();
  return parsed.data;
}

/**
 * What a failed checked call says (spec 8): a wrong shape (Invalid response format, unless the view has its own words
 * for it), else the server's detail, else the view's fallback.
 */
export const reportErrorMessage = (
  error: unknown,
  fallback: string,
  formatMessage: string = reportMessages.invalidResponse,
) => (error instanceof ReportFormatError ? formatMessage : errorMessage(error, fallback));
