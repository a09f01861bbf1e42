import { reportMessages } from '@portside/contracts/reports';
import { validationIssueSchema } from '@portside/contracts/validation';
import { camelCase } from 'change-case';
import { ApiError, ReportFormatError } from './api-client';

function issuesOf(error: unknown) {
  if (!(error instanceof ApiError) || !Array.isArray(error.body?.detail)) return [];
  return error.body.detail.flatMap((entry) => {
    const parsed = validationIssueSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Spec 8: the server's detail is preferred, then its message, then the fallback (a sentence of the catalogue). A
 * server failure (5xx) says what failed in the fallback's words: its body is meant for logs, not for users.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const { detail, message } = error.body ?? {};
  if (typeof detail === 'string' && detail.trim()) return detail;
  const issues = issuesOf(error);
  if (issues.length > 0) return issues.map((issue) => issue.msg).join('\n');
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}

/**
 * Server validation errors whose location names a form field go to that field (the path after the request part,
 * e.g. `tariffs.0.ratePerCbm`, or else the last loc element, camelCased); the others become lines of a banner.
 * Returns null when the error carries no validation list.
 */
export function splitValidationErrors<Field extends string>(error: unknown, fields: readonly Field[]) {
  const issues = issuesOf(error);
  if (issues.length === 0) return null;
  const fieldErrors: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const issue of issues) {
    const last = issue.loc.at(-1);
    const path = issue.loc
      .slice(1)
      .map((part) => (typeof part === 'string' ? camelCase(part) : String(part)))
      .join('.');
    const field =
      fields.find((candidate) => candidate === path) ??
      fields.find((candidate) => typeof last === 'string' && candidate === camelCase(last));
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.msg;
    else others.push(issue.msg);
  }
  return { fieldErrors, others };
}

/**
 * Whether asking again may succeed: the server could not be reached, failed (5xx), timed out (408) or was busy (429).
 * Any other answer (a 404 "Work order not found.", a 403) would only come back the same.
 */
export function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;
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
