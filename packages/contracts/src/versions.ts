import { z } from 'zod';

/**
 * A registry record's version as it was read: the record answers it, and a correction sends it back as If-Match so
 * that a clerk cannot overwrite, unseen, what another clerk saved after the form was opened (docs/domain.md).
 */
export const versionSchema = z.string();

export const versionMessages = {
  changed:
    'Someone else saved this record after you opened it. Close the form, look at the new values and make your correction again.',
} as const;

/** PUT …/{id}: `If-Match` carries the version the form started from (an ETag, quoted or not); without it, the last save wins. */
export const ifMatchHeadersSchema = z.object({ 'if-match': z.string().max(100).optional() });

/** The version named by an If-Match value (`"123"`, `W/"123"` or `123`). */
export const versionOfIfMatch = (header: string) => header.replace(/^W\//, '').replace(/^"|"$/g, '');
