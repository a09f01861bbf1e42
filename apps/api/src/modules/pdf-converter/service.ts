import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { vesselMessages } from '@portside/contracts/vessels';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vessels } from '../../db/schema/index';
import { NotFound } from '../../errors';
import { parseManifest } from './parse-manifest';
import { readPdfText } from './read-text';
import { suggestConsignees } from './suggest-consignees';

/** The rows of an uploaded manifest with their consignee suggestions; nothing is stored. */
export async function convertPdf(
  db: Db,
  file: Buffer,
  vesselId: number | undefined,
  userId: number,
): Promise<ConvertPdfResponse> {
  if (vesselId !== undefined) {
    const [vessel] = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, vesselId));
    if (!vessel) throw new NotFound(vesselMessages.notFound);
  }
  const manifest = parseManifest(await readPdfText(file, userId));
  return {
    status: 'success',
    data: await suggestConsignees(db, manifest.rows),
    header: manifest.header,
    pages: manifest.pages,
  };
}
