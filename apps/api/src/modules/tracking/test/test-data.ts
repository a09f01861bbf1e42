import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appSettings, type items, monitoring } from '../../../db/schema/index';
import {
  buildBillingInvoice,
  buildCargoHandler,
  buildClearance,
  buildItem,
  buildOfficialReceipt,
} from '../../../test/factories';

/** Our operator as the settings spell it; the registry's handler is spelled in capitals (names compare ignoring case). */
export async function handlers(db: Db) {
  await db.insert(appSettings).values({ ownOperators: ['Portside Terminal Services Inc.'], timeZone: 'Asia/Manila' });
  const [ours, rival, oursStevedoring] = await Promise.all([
    buildCargoHandler(db, { name: 'PORTSIDE TERMINAL SERVICES INC.', type: 'arrastre' }),
    buildCargoHandler(db, { name: 'HARBOUR RIVAL CORP.', type: 'arrastre' }),
    buildCargoHandler(db, { name: 'PORTSIDE TERMINAL SERVICES INC.', type: 'stevedoring' }),
  ]);
  return { ours, rival, oursStevedoring };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

type Steps = { cleared?: boolean; billed?: boolean; paid?: boolean };

/** A BL taken as far along its life as asked: by default discharged, cleared, billed and paid (ready for the gate). */
export async function buildBl(
  db: Db,
  { cleared = true, billed = true, paid = true }: Steps = {},
  overrides: Partial<typeof items.$inferInsert> = {},
) {
  const item = await buildItem(db, { handledAt: daysAgo(3), ...overrides });
  const clearance = cleared ? await buildClearance(db, { itemId: item.id }) : null;
  const invoice = billed ? await buildBillingInvoice(db, { itemId: item.id }) : null;
  const receipt = invoice && paid ? await buildOfficialReceipt(db, {}, [invoice.id]) : null;
  return { item, clearance, invoice, receipt };
}

/** The berth of a work order: its monitoring row is made with it (buildWorkOrder). */
export const berth = (db: Db, workOrderId: number, timeOfBerth: Date) =>
  db.update(monitoring).set({ timeOfBerth }).where(eq(monitoring.workOrderId, workOrderId));
