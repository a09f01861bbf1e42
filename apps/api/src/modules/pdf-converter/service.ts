import {
  type LayoutColumn,
  maxLayoutColumns,
  normaliseLabel,
  type ReadLayout,
} from '@portside/contracts/manifest-layouts';
import {
  type BlOnOtherWorkOrder,
  type ConvertPdfResponse,
  manifestMessages,
  type VisitWorkOrder,
} from '@portside/contracts/manifests';
import { type VehicleListResponse, vehicleListMessages } from '@portside/contracts/vehicle-lists';
import { maxItems, workOrderMessages } from '@portside/contracts/work-orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, workOrders } from '../../db/schema/index';
import { Refused, TooLarge } from '../../errors';
import type { Learned } from '../manifest-layouts/labels';
import { shippingLineOfVessel, taughtColumns } from '../manifest-layouts/service';
import { checkedFormat, manifestFormat } from './manifest-file';
import { manifestText, type ParsedManifest, readManifestText } from './parse-manifest';
import { readPdfText, readSheetGrids, type ScanWatch } from './read-text';
import { sheetCandidate, sheetManifest } from './sheet-table';
import { suggestConsignees } from './suggest-consignees';
import { type LayoutCandidate, pdfCandidate } from './table-sight';
import { readVehicleList } from './vehicle-list';

/**
 * The rows of an uploaded manifest (a PDF or a spreadsheet, told by its bytes) with their consignee suggestions;
 * nothing is stored.
 */
export async function convertPdf(
  db: Db,
  file: Buffer,
  vesselId: number | undefined,
  userId: number,
  watch: ScanWatch = {},
): Promise<ConvertPdfResponse> {
  const shippingLineId = vesselId === undefined ? null : await shippingLineOfVessel(db, vesselId);
  const manifest = await readManifest(db, file, shippingLineId, userId, watch);
  // More BLs than a work order holds could never be submitted: said now, before any lookup for them.
  if (manifest.rows.length > maxItems) throw new Refused(workOrderMessages.tooManyItems);
  return {
    status: 'success',
    data: await suggestConsignees(db, manifest.rows),
    header: manifest.header,
    pages: manifest.pages,
    documentTotals: manifest.totals,
    layout: manifest.layout,
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

/** The vehicles of a list for one row's vehicle details, read like a spreadsheet manifest; nothing is stored. */
export async function readVehicles(file: Buffer, userId: number): Promise<VehicleListResponse> {
  const format = manifestFormat(file);
  if (typeof format !== 'string' && format.refusal === manifestMessages.tooLarge) throw new TooLarge(format.refusal);
  if (format !== 'xlsx' && format !== 'csv') throw new Refused(vehicleListMessages.notSheet);
  return readVehicleList(await readSheetGrids(file, format, userId));
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

async function readManifest(
  db: Db,
  file: Buffer,
  shippingLineId: number | null,
  userId: number,
  watch: ScanWatch,
): Promise<ParsedManifest & { layout: ReadLayout | null }> {
  const format = checkedFormat(file);
  if (format === 'pdf') {
    const text = manifestText(await readPdfText(file, userId, watch));
    const scanned = text.pages.some((page) => page.scanned);
    const taught = await taughtFor(db, shippingLineId, pdfCandidate(text.lines), scanned);
    return readTaught(taught, text.pages.length, (learned) => readManifestText(text, learned));
  }
  const sheets = await readSheetGrids(file, format, userId);
  const taught = await taughtFor(db, shippingLineId, sheetCandidate(sheets));
  return readTaught(taught, 1, (learned) => sheetManifest(sheets, learned));
}

/** The table a document's shape shows (its layout's key), and the labels taught for that layout, if any. */
type Taught = { candidate: LayoutCandidate | null; columns: LayoutColumn[] | null };

async function taughtFor(
  db: Db,
  shippingLineId: number | null,
  candidate: LayoutCandidate | null,
  scanned = false,
): Promise<Taught> {
  const labels = candidate?.columns.map((column) => column.label) ?? [];
  const key = { signature: candidate?.signature ?? '', labels, scanned };
  return { candidate, columns: candidate && (await taughtColumns(db, shippingLineId, key)) };
}

const noTableMessages: string[] = [manifestMessages.noTable, manifestMessages.sheetNoTable];

/**
 * The manifest read with the labels taught for its layout before the vocabulary, with its table as read for the clerk
 * (docs/domain.md "Teaching the reader"). A document whose header names no needed field but whose shape is a table's
 * is answered with no rows and that table, for the clerk to say what its columns hold, not refused.
 */
function readTaught(
  { candidate, columns }: Taught,
  pages: number,
  read: (learned: Learned) => ParsedManifest,
): ParsedManifest & { layout: ReadLayout | null } {
  const learned: Learned = new Map(columns?.map((column) => [normaliseLabel(column.label), column.field]));
  const remembered = columns !== null;
  try {
    const manifest = read(learned);
    // A layout is offered by the key it is looked up by: without a table found by its shape, none. A table read by
    // its borders is offered as its shape shows it, with the fields taught for its labels.
    const sight = manifest.sight ?? (candidate && withTaught(candidate, learned));
    const bounded = sight && sight.columns.length <= maxLayoutColumns;
    return {
      ...manifest,
      layout: candidate && bounded ? { signature: candidate.signature, remembered, ...sight } : null,
    };
  } catch (error) {
    if (!(error instanceof Refused && noTableMessages.includes(error.message) && candidate)) throw error;
    const { signature, columns: read, rows } = candidate;
    return {
      header: { vesselName: null, voyageNumber: null, arrivalDate: null },
      rows: [],
      pages,
      totals: null,
      sight: null,
      layout: { signature, remembered, columns: read, rows },
    };
  }
}

/** The table's columns with the field taught for each label, where one was. */
const withTaught = (sight: LayoutCandidate, learned: Learned): LayoutCandidate => ({
  ...sight,
  columns: sight.columns.map((column) => {
    const taught = learned.get(normaliseLabel(column.label));
    return taught === undefined ? column : { ...column, field: taught };
  }),
});

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
