import {
  type BilledLine,
  type BillingInvoiceBody,
  type BillingInvoiceDetail,
  billingMessages,
  type InvoiceLine,
  type InvoicePreview,
  type VatTreatment,
} from '@portside/contracts/billing';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, inTransaction } from '../../db/client';
import { numberKeyOf } from '../../db/document-number';
import { isUniqueViolation } from '../../db/errors';
import { fractionOf } from '../../db/percent';
import { withRollups } from '../../db/rollups/maintain';
import {
  appSettings,
  billingInvoiceLines,
  billingInvoices,
  cargoHandlers,
  clients,
  companies,
  consignees,
  items,
  vessels,
  workOrders,
} from '../../db/schema/index';
import { Conflict, Invalid, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { tariffsInForce, terminalToday } from '../settings/service';
import { chargesOf, chargesRefusal } from './charges';
import { findBillingInvoice, invoiceBl } from './queries';

const stevedores = alias(cargoHandlers, 'stevedores');
const arrastres = alias(cargoHandlers, 'arrastres');

/**
 * The BL to bill with its measures, handlers, visit and registry consignee (and that consignee's company); undefined
 * when there is none.
 */
export async function findBl(db: Db, itemId: number) {
  const [bl] = await db
    .select({
      id: items.id,
      blNo: items.blNo,
      cbm: items.cbm,
      grossWeight: items.grossWeight,
      printedConsignee: items.consignee,
      consigneeName: consignees.name,
      companyId: consignees.companyId,
      stevedoring: stevedores.name,
      arrastre: arrastres.name,
      vesselName: vessels.name,
      voyageNo: vessels.voyageNumber,
      arrivalDate: workOrders.arrivalDate,
    })
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(vessels, eq(vessels.id, workOrders.vesselId))
    .leftJoin(consignees, eq(consignees.id, items.consigneeId))
    .leftJoin(stevedores, eq(stevedores.id, items.stevedoringId))
    .leftJoin(arrastres, eq(arrastres.id, items.arrastreId))
    .where(eq(items.id, itemId));
  return bl;
}
export type Bl = NonNullable<Awaited<ReturnType<typeof findBl>>>;

/**
 * The buyer as the invoice prints it (docs/domain.md): the client company of the BL's consignee (registry), with its
 * own TIN and registered address when its TIN is recorded; else the TIN and address of its first contact that has a
 * TIN (its TIN field, else the sales tax registration it was given before that field existed), else of its first
 * contact. A TIN and an address are always one party's. A consignee of no client company is billed under its own
 * name, without address or TIN.
 */
export async function buyerOf(db: Db, bl: Pick<Bl, 'companyId' | 'consigneeName' | 'printedConsignee'>) {
  const unregistered = { companyId: null, name: bl.consigneeName ?? bl.printedConsignee, address: null, tin: null };
  if (bl.companyId === null) return unregistered;
  const [company] = await db
    .select({ name: companies.name, tin: companies.tin, address: companies.registeredAddress })
    .from(companies)
    .where(eq(companies.id, bl.companyId));
  if (!company) return unregistered;
  if (company.tin) return { companyId: bl.companyId, name: company.name, address: company.address, tin: company.tin };
  const contactTin = sql`coalesce(nullif(trim(${clients.tin}), ''), trim(${clients.salesTaxRegistration}))`;
  const withoutTin = sql`coalesce(${contactTin}, '') = ''`;
  const [contact] = await db
    .select()
    .from(clients)
    .where(eq(clients.companyId, bl.companyId))
    .orderBy(withoutTin, asc(clients.id))
    .limit(1);
  const address = contact
    ? [contact.address, contact.city, contact.province, contact.zipCode, contact.country]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const tin = contact?.tin?.trim() || contact?.salesTaxRegistration?.trim() || '';
  return { companyId: bl.companyId, name: company.name, address: address || null, tin: tin || null };
}

/** The seller's registration and own handler names, as saved in the settings. */
export async function operatorOf(db: Db) {
  const [row] = await db.select().from(appSettings);
  const seller = {
    name: row?.registeredName ?? '',
    address: row?.registeredAddress ?? '',
    tin: row?.tin ?? '',
    vatRegistered: row?.vatRegistered ?? true,
  };
  return { seller, ownOperators: new Set((row?.ownOperators ?? []).map((name) => name.toLowerCase())) };
}
export type Operator = Awaited<ReturnType<typeof operatorOf>>;

/** The operator, whose registration an invoice must print (409 until the settings hold it). */
export async function sellerOf(db: Db) {
  const operator = await operatorOf(db);
  const { seller } = operator;
  if (!seller.name || !seller.address || !seller.tin) throw new Conflict(billingMessages.sellerNotRegistered);
  return operator;
}

/**
 * The tariff in force on the billing date for each category our operator handles on the BL (409 when none), and the
 * one VAT rate they carry (409 when they differ: an invoice prints one rate).
 */
async function tariffsToCharge(db: Db, bl: Bl, ownOperators: Set<string>, billingDate: string) {
  const handlers = { stevedoring: bl.stevedoring, arrastre: bl.arrastre };
  const ours = cargoHandlerTypes.filter((category) => ownOperators.has(handlers[category]?.toLowerCase() ?? ''));
  if (ours.length === 0) throw new Conflict(withValues(billingMessages.notOurs, { blNo: bl.blNo }));
  const inForce = await tariffsInForce(db, billingDate);
  const tariffs = ours.map((category) => {
    const tariff = inForce.find((candidate) => candidate.category === category);
    if (!tariff) throw new Conflict(withValues(billingMessages.noTariff, { category, billingDate }));
    return tariff;
  });
  const vatPercent = tariffs[0]?.vatPercent ?? '';
  if (tariffs.some((tariff) => tariff.vatPercent !== vatPercent)) {
    throw new Conflict(withValues(billingMessages.mixedVatRates, { billingDate }));
  }
  return { tariffs, vatPercent };
}

/**
 * What billing the BL on `billingDate` charges (chargesOf): the tariffs in force that day for the categories our
 * operator handles on it, with VAT as the treatment and the seller's registration say; 409 as tariffsToCharge.
 */
export async function blCharges(db: Db, bl: Bl, operator: Operator, billingDate: string, treatment: VatTreatment) {
  const { tariffs, vatPercent } = await tariffsToCharge(db, bl, operator.ownOperators, billingDate);
  return chargesOf(bl, tariffs, { percent: vatPercent, treatment, sellerVatRegistered: operator.seller.vatRegistered });
}

/**
 * The standing handling invoice that already holds this BL (409 alreadyBilled; null `itemId`: not asked, as for a
 * storage invoice) or else this number written any way, on any invoice, also a cancelled one (409 numberUsed): read
 * before the insert, and again after a unique index refused it (the holder has then committed).
 */
export async function conflictOf(db: Db, itemId: number | null, invoiceNumber?: string): Promise<Conflict | null> {
  if (itemId === null && invoiceNumber === undefined) return null;
  const holdsBl =
    itemId === null ? undefined : and(eq(billingInvoices.itemId, itemId), eq(billingInvoices.kind, 'handling'));
  const taken = await db
    .select({
      itemId: billingInvoices.itemId,
      invoiceNumber: billingInvoices.invoiceNumber,
      blNo: items.blNo,
      kind: billingInvoices.kind,
    })
    .from(billingInvoices)
    // A cancelled invoice keeps its number (and its BL in invoiceBl), but no longer holds the BL.
    .innerJoin(items, eq(items.id, invoiceBl))
    .where(
      invoiceNumber === undefined ? holdsBl : or(holdsBl, eq(billingInvoices.numberKey, numberKeyOf(invoiceNumber))),
    );
  const sameBl = taken.find((row) => row.itemId === itemId && row.kind === 'handling');
  if (sameBl)
    return new Conflict(
      withValues(billingMessages.alreadyBilled, { blNo: sameBl.blNo, invoiceNumber: sameBl.invoiceNumber }),
    );
  const [numbered] = taken;
  return numbered
    ? new Conflict(withValues(billingMessages.numberUsed, { invoiceNumber: numbered.invoiceNumber }))
    : null;
}

type AuditedInvoice = {
  invoiceNumber: string;
  itemId: number;
  billingDate: string;
  vatTreatment: VatTreatment;
  netAmount: string;
  vatAmount: string;
  buyerName: string;
  lines: readonly (InvoiceLine | BilledLine)[];
};

/** What the audit log keeps of an invoice (the API and the demo data record the same fields). */
export const auditedInvoice = (invoice: AuditedInvoice): AuditedInvoice => ({
  invoiceNumber: invoice.invoiceNumber,
  itemId: invoice.itemId,
  billingDate: invoice.billingDate,
  vatTreatment: invoice.vatTreatment,
  netAmount: invoice.netAmount,
  vatAmount: invoice.vatAmount,
  buyerName: invoice.buyerName,
  lines: invoice.lines,
});

/**
 * The BL to bill on `billingDate`: it must exist (422) and the date not be after today in the terminal's time zone
 * (422); the BL's vessel must have arrived (409: the work order's arrival date is not after today) and the date not be
 * before that arrival (422).
 */
export async function billableBl(db: Db, itemId: number, billingDate: string) {
  const bl = await findBl(db, itemId);
  if (!bl) throw new Invalid([{ path: ['itemId'], message: billingMessages.itemNotFound }]);
  const today = await terminalToday(db);
  if (billingDate > today) throw new Invalid([{ path: ['billingDate'], message: billingMessages.dateInFuture }]);
  const { arrivalDate } = bl;
  if (arrivalDate > today) throw new Conflict(withValues(billingMessages.notArrived, { blNo: bl.blNo, arrivalDate }));
  if (billingDate < arrivalDate) {
    throw new Invalid([
      { path: ['billingDate'], message: withValues(billingMessages.dateBeforeArrival, { arrivalDate }) },
    ]);
  }
  return bl;
}

/**
 * What billing the BL issues: the seller must be registered in the settings, the BL handled by our operator in at
 * least one category, a tariff in force for each of our categories (all of one VAT rate), an amount the invoice can
 * hold and not 0.00, and the buyer's TIN known from PHP 1,000 (409 each).
 */
async function invoiceOf(db: Db, bl: Bl, billingDate: string, vatTreatment: VatTreatment) {
  const operator = await sellerOf(db);
  const charges = await blCharges(db, bl, operator, billingDate, vatTreatment);
  const buyer = await buyerOf(db, bl);
  const refusal = chargesRefusal(charges, buyer.tin !== null);
  if (refusal) {
    throw new Conflict(withValues(billingMessages[refusal], { blNo: bl.blNo, netAmount: charges.netAmount }));
  }
  return { seller: operator.seller, charges, buyer };
}

/**
 * GET /billing-invoices/preview: the invoice the POST would issue for the BL on the date, refused with the POST's
 * sentences (a BL billed already too); nothing is written.
 */
export async function previewBillingInvoice(
  db: Db,
  { itemId, billingDate, vatTreatment }: { itemId: number; billingDate: string; vatTreatment: VatTreatment },
): Promise<InvoicePreview> {
  const bl = await billableBl(db, itemId, billingDate);
  const taken = await conflictOf(db, itemId);
  if (taken) throw taken;
  const { charges, buyer } = await invoiceOf(db, bl, billingDate, vatTreatment);
  return {
    itemId,
    blNo: bl.blNo,
    billingDate,
    buyer: { name: buyer.name, address: buyer.address, tin: buyer.tin },
    vatTreatment,
    vatPercent: charges.vatPercent,
    lines: charges.lines,
    netAmount: charges.netAmount,
    vatAmount: charges.vatAmount,
    totalAmount: charges.totalAmount,
  };
}

/**
 * Bills one BL (spec 5): the BL and the date as billableBl says; then, in one transaction, the BL not billed yet, the
 * number not used (compared normalised) and the invoice as invoiceOf says (409 each). The unique indexes decide
 * between two requests racing; the refused one then reads the invoice that holds the BL or the number for its
 * sentence.
 */
export async function createBillingInvoice(
  db: Db,
  actor: Actor,
  body: BillingInvoiceBody & { vatTreatment: VatTreatment },
): Promise<BillingInvoiceDetail> {
  const { itemId, invoiceNumber, billingDate, vatTreatment } = body;
  // Refused at once when it cannot be billed; checked again under the BL's lock below.
  await billableBl(db, itemId, billingDate);
  const taken = await conflictOf(db, itemId, invoiceNumber);
  if (taken) throw taken;
  try {
    const id = await inTransaction(db, async (tx) => {
      // The BL's row first, then the BL read again: a consignee tied to it meanwhile (PUT /items/{id}/consignee locks
      // the same row) is the buyer, and one tied after waits and then finds the BL billed.
      await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('no key update');
      const locked = await billableBl(tx, itemId, billingDate);
      const { seller, charges, buyer } = await invoiceOf(tx, locked, billingDate, vatTreatment);
      const created = await withRollups(tx, [itemId], async () => {
        const [created] = await tx
          .insert(billingInvoices)
          .values({
            invoiceNumber,
            itemId,
            billingDate,
            netAmount: charges.netAmount,
            vatAmount: charges.vatAmount,
            vatRate: fractionOf(charges.vatPercent),
            vatTreatment,
            vesselName: locked.vesselName,
            voyageNo: locked.voyageNo,
            sellerName: seller.name,
            sellerAddress: seller.address,
            sellerTin: seller.tin,
            sellerVatRegistered: seller.vatRegistered,
            buyerCompanyId: buyer.companyId,
            buyerName: buyer.name,
            buyerAddress: buyer.address,
            buyerTin: buyer.tin,
          })
          .returning({ id: billingInvoices.id });
        if (!created) throw new Error('insert into billing_invoices returned nothing');
        await tx.insert(billingInvoiceLines).values(charges.lines.map((line) => ({ ...line, invoiceId: created.id })));
        return created;
      });
      const after = auditedInvoice({ ...body, ...charges, buyerName: buyer.name });
      await recordAudit(tx, actor, { action: 'create', entity: 'billing_invoices', entityId: created.id, after });
      return created.id;
    });
    return await getBillingInvoice(db, id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await conflictOf(db, itemId, invoiceNumber)) ?? error;
  }
}

/** GET /billing-invoices/{id}: 404 when there is none. */
export async function getBillingInvoice(db: Db, id: number): Promise<BillingInvoiceDetail> {
  const found = await findBillingInvoice(db, id);
  if (!found) throw new NotFound(billingMessages.invoiceNotFound);
  return found;
}
