/** What a table shows for a value that is not there (yet): a BL not berthed, not handled, not cleared ... */
export const dash = '—';

/** The value formatted, or the dash when it is missing. */
export function orDash<T>(value: T | null | undefined, format: (present: T) => string = String): string {
  return value === null || value === undefined || value === '' ? dash : format(value);
}
