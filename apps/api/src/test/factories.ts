import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { shippingAgentKindName } from '@portside/contracts/shipping-agents';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { addItemsToRollups, withRollups } from '../db/rollups/maintain';
import {
  billingInvoiceLines,
  billingInvoices,
  cargoHandlers,
  clearances,
  companies,
  consignees,
  descriptions,
  items,
  kindsOfCompany,
  monitoring,
  officialReceipts,
  shippingLines,
  users,
  vessels,
  workOrders,
} from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';

/**
 * Test data (epic-stack's tests/db-utils): each `build*` inserts one row with unique, sensible defaults, takes
 * overrides of any column, and creates the parents it is not given. Rows are the schema's insert shapes.
 */

export const testPassword = 'correct horse battery';

type Overrides<T extends PgTable> = Partial<T['$inferInsert']>;

let serial = 0;
/** A number no other call of this run has had, for names that must not collide. */
export const unique = () => ++serial;

async function insert<T extends PgTable>(db: Db, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = (await db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error('the insert returned nothing');
  return row;
}

export const buildKind = (db: Db, overrides: Overrides<typeof kindsOfCompany> = {}) =>
  insert(db, kindsOfCompany, { name: `Kind ${unique()}`, ...overrides });

export const buildShippingLine = (db: Db, overrides: Overrides<typeof shippingLines> = {}) =>
  insert(db, shippingLines, { name: `Line ${unique()}`, ...overrides });

export async function buildCompany(db: Db, overrides: Overrides<typeof companies> = {}) {
  const kindId = overrides.kindId ?? (await buildKind(db)).id;
  return insert(db, companies, { name: `Company ${unique()} Inc.`, kindId, ...overrides });
}

/** The Shipping Agent kind, found by name in any case or created, as the shipping-agents service does. */
async function shippingAgentKind(db: Db) {
  const [found] = await db
    .select()
    .from(kindsOfCompany)
    .where(sql`lower(${kindsOfCompany.name}) = ${shippingAgentKindName.toLowerCase()}`);
  return found ?? buildKind(db, { name: shippingAgentKindName });
}

/** A company of the Shipping Agent kind tied to a line. */
export async function buildShippingAgent(db: Db, overrides: Overrides<typeof companies> = {}) {
  const kindId = overrides.kindId ?? (await shippingAgentKind(db)).id;
  const shippingLineId = overrides.shippingLineId ?? (await buildShippingLine(db)).id;
  return buildCompany(db, { name: `Agency ${unique()}`, isClient: false, ...overrides, kindId, shippingLineId });
}

export async function buildVessel(db: Db, overrides: Overrides<typeof vessels> = {}) {
  const shippingAgentId = overrides.shippingAgentId ?? (await buildShippingAgent(db)).id;
  const n = unique();
  return insert(db, vessels, { name: `MV Vessel ${n}`, voyageNumber: `V.${n}`, shippingAgentId, ...overrides });
}

/** A consignee of no company unless given one. */
export const buildConsignee = (db: Db, overrides: Overrides<typeof consignees> = {}) =>
  insert(db, consignees, { name: `Consignee ${unique()} Corp.`, ...overrides });

export const buildCargoHandler = (db: Db, overrides: Overrides<typeof cargoHandlers> = {}) =>
  insert(db, cargoHandlers, { name: `Handler ${unique()}`, type: 'stevedoring', ...overrides });

export const buildDescription = (db: Db, overrides: Overrides<typeof descriptions> = {}) =>
  insert(db, descriptions, { content: `Goods ${unique()}`, ...overrides });

/** A work order with its empty monitoring record, as the work-orders service creates them. */
export async function buildWorkOrder(db: Db, overrides: Overrides<typeof workOrders> = {}) {
  const vesselId = overrides.vesselId ?? (await buildVessel(db)).id;
  const workOrder = await insert(db, workOrders, {
    number: `WO-TEST-${unique()}`,
    arrivalDate: '2025-01-02',
    vesselId,
    ...overrides,
  });
  await insert(db, monitoring, { workOrderId: workOrder.id });
  return workOrder;
}

/** One BL of a work order, arriving with it. */
export async function buildItem(db: Db, overrides: Overrides<typeof items> = {}) {
  const workOrder =
    overrides.workOrderId === undefined
      ? await buildWorkOrder(db)
      : (await db.select().from(workOrders).where(eq(workOrders.id, overrides.workOrderId)))[0];
  if (!workOrder) throw new Error(`no work order ${overrides.workOrderId}`);
  const item = await insert(db, items, {
    workOrderId: workOrder.id,
    arrivalDate: workOrder.arrivalDate,
    blNo: `BL${unique()}`,
    consignee: 'SOMEONE TRADING INC.',
    noPackages: 1,
    description: 'RICE',
    grossWeight: '1000.000',
    cbm: '1.500',
    ...overrides,
  });
  await addItemsToRollups(db, [item.id]);
  return item;
}

export async function buildClearance(db: Db, overrides: Overrides<typeof clearances> = {}) {
  const itemId = overrides.itemId ?? (await buildItem(db)).id;
  return insert(db, clearances, {
    clearanceNumber: `CL-${unique()}`,
    clearanceDate: '2025-01-05',
    itemId,
    ...overrides,
  });
}

/** A charge of an invoice: its category and amount ("1250.00"), for a quantity of 1. */
export type LineSpec = { category: CargoHandlerType; amount: string };

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const pesos = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/**
 * An invoice of a BL (a new one unless given) with its lines, in one write that keeps the rollups exact. With lines,
 * the net is their sum and the VAT 12% of it rounded once, unless given; without, the invoice has no line.
 */
export async function buildBillingInvoice(
  db: Db,
  overrides: Overrides<typeof billingInvoices> = {},
  lines: LineSpec[] = [],
) {
  const itemId = overrides.itemId ?? (await buildItem(db)).id;
  const net = lines.reduce((sum, line) => sum + cents(line.amount), 0n);
  const amounts = lines.length > 0 ? { netAmount: pesos(net), vatAmount: pesos((net * 12n + 50n) / 100n) } : {};
  return withRollups(db, [itemId], async () => {
    const invoice = await insert(db, billingInvoices, {
      invoiceNumber: `SI-${unique()}`,
      billingDate: '2025-01-06',
      netAmount: '100.00',
      vatAmount: '12.00',
      vatRate: '0.1200',
      itemId,
      ...amounts,
      ...overrides,
    });
    for (const line of lines) {
      await insert(db, billingInvoiceLines, {
        invoiceId: invoice.id,
        category: line.category,
        basis: 'cbm',
        quantity: '1.000',
        unitRate: line.amount,
        amount: line.amount,
      });
    }
    return invoice;
  });
}

/**
 * A storage invoice of a BL (kind 'storage') with one line of `days` days from `storageFrom` at the base rate, `amount`
 * (pesos) charged, less `waivedAmount`; VAT 12% of the net. Written as they are: the days are not checked against the
 * BL's stay (the dashboards' tests need its money, storage-invoices.test.ts its days).
 */
export async function buildStorageInvoice(
  db: Db,
  {
    itemId,
    storageFrom,
    days,
    amount,
    waivedAmount = '0.00',
    ...overrides
  }: Overrides<typeof billingInvoices> & {
    itemId: number;
    storageFrom: string;
    days: number;
    amount: string;
    waivedAmount?: string;
  },
) {
  const storageTo = new Date(Date.parse(`${storageFrom}T00:00:00Z`) + (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const net = cents(amount) - cents(waivedAmount);
  return withRollups(db, [itemId], async () => {
    const invoice = await insert(db, billingInvoices, {
      invoiceNumber: `SI-${unique()}`,
      billingDate: storageTo,
      kind: 'storage',
      storageFrom,
      storageTo,
      netAmount: pesos(net),
      vatAmount: pesos((net * 12n + 50n) / 100n),
      vatRate: '0.1200',
      itemId,
      ...(waivedAmount === '0.00' ? {} : { waivedAmount, waiverReason: 'Vessel delay, agreed with the consignee' }),
      ...overrides,
    });
    await insert(db, billingInvoiceLines, {
      invoiceId: invoice.id,
      category: 'storage',
      basis: 'revenueTon',
      quantity: '1.000',
      unitRate: amount,
      amount,
      periodFrom: storageFrom,
      periodTo: storageTo,
      days,
      tier: 0,
    });
    return invoice;
  });
}

/** An official receipt paying the given invoices (one new invoice when none is given). */
export async function buildOfficialReceipt(
  db: Db,
  overrides: Overrides<typeof officialReceipts> = {},
  invoiceIds?: number[],
) {
  const receipt = await insert(db, officialReceipts, {
    orNumber: `OR-${unique()}`,
    dateIssued: '2025-01-07',
    ...overrides,
  });
  if (invoiceIds) {
    await payInvoices(db, receipt.id, invoiceIds);
  } else {
    await buildBillingInvoice(db, { officialReceiptId: receipt.id });
  }
  return receipt;
}

/** Sets the invoices' receipt, keeping the rollups exact, as the receipt's transaction does. */
export async function payInvoices(db: Db, receiptId: number, invoiceIds: number[]) {
  const paid = await db
    .select({ itemId: billingInvoices.itemId })
    .from(billingInvoices)
    .where(inArray(billingInvoices.id, invoiceIds));
  await withRollups(
    db,
    paid.flatMap((invoice) => (invoice.itemId === null ? [] : [invoice.itemId])),
    () =>
      db.update(billingInvoices).set({ officialReceiptId: receiptId }).where(inArray(billingInvoices.id, invoiceIds)),
  );
}

let passwordHash: Promise<string> | undefined;

/** A user who signs in with testPassword (hashed once per test file). */
export async function buildUser(db: Db, overrides: Overrides<typeof users> = {}) {
  passwordHash ??= hashPassword(testPassword);
  const role = overrides.role ?? 'operation';
  const n = unique();
  return insert(db, users, {
    name: `${role} user ${n}`,
    username: `${role}-${n}`,
    passwordHash: await passwordHash,
    role,
    ...overrides,
  });
}
