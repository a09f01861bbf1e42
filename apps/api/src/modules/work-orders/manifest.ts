import { createHash } from 'node:crypto';
import { type SubmitWorkOrderBody, workOrderMessages } from '@portside/contracts/work-orders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrderManifests, workOrders } from '../../db/schema/index';
import { Invalid, NotFound } from '../../errors';
import { contentTypes, manifestFormat } from '../pdf-converter/manifest-file';

/** The uploaded manifest decoded, checked as the upload is (422 otherwise) and fingerprinted. */
export function readManifest(manifest: SubmitWorkOrderBody['manifest']) {
  const content = Buffer.from(manifest.contentBase64, 'base64');
  const format = manifestFormat(content);
  if (typeof format !== 'string') {
    throw new Invalid([{ path: ['manifest', 'contentBase64'], message: format.refusal }]);
  }
  return { fileName: manifest.fileName, content, sha256: createHash('sha256').update(content).digest('hex') };
}

/** The stored manifest of a work order: 404 when the work order does not exist or has none. */
export async function findManifest(db: Db, workOrderId: number) {
  const [row] = await db
    .select({ fileName: workOrderManifests.fileName, content: workOrderManifests.content })
    .from(workOrders)
    .leftJoin(workOrderManifests, eq(workOrderManifests.workOrderId, workOrders.id))
    .where(eq(workOrders.id, workOrderId));
  if (!row) throw new NotFound(workOrderMessages.notFound);
  if (row.fileName === null || row.content === null) throw new NotFound(workOrderMessages.noManifest);
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the same bytes either way.
  const content = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  const format = manifestFormat(content);
  return {
    fileName: row.fileName,
    content,
    contentType: typeof format === 'string' ? contentTypes[format] : 'application/octet-stream',
  };
}

const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition of a download (RFC 6266): an ASCII `filename` for old clients and the exact name, in UTF-8,
 * as `filename*` (RFC 5987); `inline` for a document the browser shows (a printed invoice).
 */
export function attachment(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
