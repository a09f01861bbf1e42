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
  // The first field in error takes the focus, which brings it into view.
  let focus = true;
  for (const field of fields) {
    const message = split.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
  return split.others.length > 0 ? split.others.join('\n') : null;
}
