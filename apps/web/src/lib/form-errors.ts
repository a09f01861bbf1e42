import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, splitValidationErrors } from './api-error';

/**
 * Puts a failed request on the form (spec 5, 8): validation errors of known fields on those fields, and returns the
 * banner text: the other validation messages on separate lines, or the server's sentence, or the fallback.
 */
export function applyServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  fallback: string,
): string | null {
  const split = splitValidationErrors(error, fields);
  if (!split) return errorMessage(error, fallback);
  for (const field of fields) {
    const message = split.fieldErrors[field];
    if (message) setError(field, { type: 'server', message });
  }
  return split.others.length > 0 ? split.others.join('\n') : null;
}
