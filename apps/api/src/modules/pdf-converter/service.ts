import type { BlOnOtherWorkOrder, ConvertPdfResponse, VisitWorkOrder } from '@portside/contracts/manifests';
import { vesselMessages } from '@portside/contracts/vessels';
import { maxItems, workOrderMessages } from '@portside/contracts/work-orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, vessels, workOrders } from '../../db/schema/index';
import { NotFound, Refused } from '../../errors';
import { checkedFormat } from './manifest-file';
import { type ParsedManifest, parseManifest } from './parse-manifest';
import { readPdfText, readSheetGrids } from './read-text';
import { sheetManifest } from './sheet-table';
import { suggestConsignees } from './suggest-consignees';

/**
 * The rows of an uploaded manifest (a PDF or a spreadsheet, told by its bytes) with their consignee suggestions;
 * nothing is stored.
 */
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
  const manifest = await readManifest(file, userId);
  // More BLs than a work order holds could never be submitted: said now, before any lookup for them.
  if (manifest.rows.length > maxItems) throw new Refused(workOrderMessages.tooManyItems);
  return {
    status: 'success',
    data: await suggestConsignees(db, manifest.rows),
    header: manifest.header,
    pages: manifest.pages,
    documentTotals: manifest.totals,
    visitWorkOrders: vesselId === undefined ? [] : await visitWorkOrders(db, vesselId),
    blsOnOtherWorkOrders:
      vesselId === undefined
        ? []
        : await blsOnOtherWorkOrders(
            db,
            vesselId,
            manifest.rows.map((row) => row.blNo),
          ),
  };
}

/** The manifest's BL numbers (as the work orders compare them: case aside) already on a work order of the vessel. */
async function blsOnOtherWorkOrders(db: Db, vesselId: number, blNos: string[]): Promise<BlOnOtherWorkOrder[]> {
  const wanted = [...new Set(blNos.map((blNo) => blNo.toLowerCase()))];
  if (wanted.length === 0) return [];
  return db
    .select({ blNo: items.blNo, workOrderId: workOrders.id, workOrderNumber: workOrders.number })
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .where(and(eq(workOrders.vesselId, vesselId), inArray(sql`lower(${items.blNo})`, wanted)))
    .orderBy(asc(workOrders.id), asc(items.id));
}

async function readManifest(file: Buffer, userId: number): Promise<ParsedManifest> {
  const format = checkedFormat(file);
  if (format === 'pdf') return parseManifest(await readPdfText(file, userId));
  return sheetManifest(await readSheetGrids(file, format, userId));
}

/** Work orders a visit may show: a visit has one, rarely a few (a split manifest); more are not named. */
const namedVisitWorkOrders = 10;

/** The work orders the vessel visit already has, oldest first. */
function visitWorkOrders(db: Db, vesselId: number): Promise<VisitWorkOrder[]> {
  return db
    .select({ id: workOrders.id, number: workOrders.number })
    .from(workOrders)
    .where(eq(workOrders.vesselId, vesselId))
    .orderBy(asc(workOrders.id))
    .limit(namedVisitWorkOrders);
}
