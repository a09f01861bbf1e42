import type { ItemInput, SubmitWorkOrderBody } from '@portside/contracts/work-orders';
import { snakeCase } from 'change-case/keys';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  auditLog,
  cargoHandlers,
  items,
  monitoring,
  subItems,
  workOrderManifests,
  workOrders,
} from '../../../db/schema/index';

/** The smallest file a PDF reader opens: enough for the server, which checks the signature and keeps the bytes. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** One BL row as the Work Order page sends it, steel handled by our operator unless overridden. */
export const itemRow = (blNo: string, overrides: Partial<ItemInput> = {}): ItemInput => ({
  blNo,
  marksAndNumbers: 'LRT/MNL 1-10',
  shipper: 'Baosteel Trading Co.',
  consignee: 'Luzon Steel Corp.',
  noPackages: 10,
  description: 'STEEL COILS',
  grossWeight: 125_000.5,
  cbmSo: 30.25,
  stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
  arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
  ...overrides,
});

export const submitBody = (
  vesselId: number,
  rows: ItemInput[],
  overrides: Partial<SubmitWorkOrderBody> = {},
): SubmitWorkOrderBody => ({
  vesselId,
  arrivalDate: '2025-03-14',
  manifest: { fileName: 'manifest.pdf', contentBase64: tinyPdf.toString('base64') },
  items: rows,
  ...overrides,
});

/** A body as the web client sends it: keys in snake_case (spec 7). */
export const asSent = (body: object) =>
  snakeCase(body as Record<string, unknown>, Number.POSITIVE_INFINITY) as Record<string, unknown>;

/** Row counts of every table a work order write touches. */
export async function counts(db: Db) {
  const tables = { workOrders, monitoring, workOrderManifests, items, subItems, cargoHandlers, auditLog };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n]),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}
