import { z } from 'zod';

/**
 * A registry record's version as it was read: the record answers it, and a correction sends it back as If-Match so
 * that a clerk cannot overwrite, unseen, what another clerk saved after the form was opened (docs/domain.md).
 */
export const versionSchema = z.string();

export const versionMessages = {
  changed:
    'Someone else saved this record after you opened it. Close the form, look at the new values and make your correction again.',
  ifMatchTooLong: 'If-Match must name the one version the record was read with',
} as const;

/**
 * PUT …/{id}: `If-Match` carries the version the form started from (an ETag, quoted or not); without it, or with `*`
 * (any version), the last save wins.
 */
export const ifMatchHeadersSchema = z.object({
  'if-match': z.string().max(100, versionMessages.ifMatchTooLong).optional(),
});

/** The version named by an If-Match value (`"123"`, `W/"123"` or `123`), or undefined for none or `*`. */
export function versionOfIfMatch(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (value === undefined || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"|"$/g, '');
}
