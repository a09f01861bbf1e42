import {
  type BillingInvoiceDetail,
  billingMessages,
  type StoragePreview,
  type storageInvoiceBodySchema,
} from '@portside/contracts/billing';
import { decimal, divideRounded, scaled } from '@portside/contracts/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fractionOf } from '../../db/percent';
import { withRollups } from '../../db/rollups/maintain';
import { billingInvoiceLines, billingInvoices, items } from '../../db/schema/index';
import { Conflict, Invalid, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { invoiceLinesOf } from '../storage/billed';
import { addDays } from '../storage/calendar';
import { storageCounter } from '../storage/stay';
import { findById } from '../tracking/tracked-items';
import { chargesRefusal } from './charges';
import { auditedInvoice, billableBl, buyerOf, conflictOf, getBillingInvoice, sellerOf } from './service';

type Body = z.output<typeof storageInvoiceBodySchema>;
type Asked = Pick<Body, 'itemId' | 'billingDate' | 'storageTo' | 'vatTreatment' | 'waivedDays' | 'waivedAmount'>;

const invalid = (field: string, message: string) => new Invalid([{ path: [field], message }]);

/**
 * The storage invoice of the BL for the days asked (docs/domain.md "Storage invoices"): the BL billable on the date
 * (billableBl), stored in our yard and discharged (409); its days from the day after its last storage invoice ended
 * (or after its discharge) to `storageTo` (422 when that is earlier, or after the billing date), priced by a storage
 * tariff, holding a charged day, at one VAT rate (409 each); at most its charged days and its amount waived (422); the
 * seller, buyer and amount as an invoice's (409), 0.00 only when a waiver takes all of it.
 */
async function storageInvoiceOf(db: Db, asked: Asked) {
  const bl = await billableBl(db, asked.itemId, asked.billingDate);
  const row = await findById(db, asked.itemId);
  if (!row) throw invalid('itemId', billingMessages.itemNotFound);
  const { blNo } = row;
  if (!row.arrastreIsOurs) throw new Conflict(withValues(billingMessages.storageNotOurs, { blNo }));
  const { dischargeDay } = row.stay;
  if (!dischargeDay) throw new Conflict(withValues(billingMessages.storageNotDischarged, { blNo }));
  const { billedTo } = row.storageInvoices;
  const from = addDays(billedTo ?? dischargeDay, 1);
  const to = asked.storageTo;
  if (to > asked.billingDate) throw invalid('storageTo', billingMessages.storageToAfterBillingDate);
  if (billedTo && to < from)
    throw invalid('storageTo', withValues(billingMessages.storageBilledTo, { blNo, billedTo }));
  if (to < from) throw invalid('storageTo', withValues(billingMessages.storageStartsOn, { blNo, from }));
  const count = await storageCounter(db);
  const after = billedTo ?? undefined;
  const open = count(row.stay, row.withdrawals, to, { after });
  if (!open?.priced) {
    const values = { cargoClass: row.stay.cargoClass, dischargeDay, blNo };
    throw new Conflict(withValues(billingMessages.noStorageTariff, values));
  }
  if (open.chargeableDays === 0)
    throw new Conflict(withValues(billingMessages.storageNothingToBill, { blNo, from, to }));
  if (new Set(open.lines.map((line) => line.vatPercent)).size > 1) {
    throw new Conflict(withValues(billingMessages.storageMixedVat, { from, to }));
  }
  if (asked.waivedDays > open.chargeableDays) {
    throw invalid('waivedDays', withValues(billingMessages.waivedDaysTooMany, { days: open.chargeableDays }));
  }
  const charged =
    asked.waivedDays === 0
      ? open
      : (count(row.stay, row.withdrawals, to, { after, waivedDays: asked.waivedDays }) ?? open);
  const lineSum = scaled(charged.netAmount, 2);
  const waived = scaled(asked.waivedAmount, 2);
  if (waived > lineSum) {
    throw invalid('waivedAmount', withValues(billingMessages.waivedAmountTooLarge, { amount: charged.netAmount }));
  }
  const operator = await sellerOf(db);
  const vatPercent = open.lines[0]?.vatPercent ?? '0.00';
  const net = lineSum - waived;
  const taxed = asked.vatTreatment === 'vatable' && operator.seller.vatRegistered;
  const vat = taxed ? divideRounded(net * scaled(vatPercent, 2), 10_000n) : 0n;
  const amounts = { netAmount: decimal(net, 2), vatAmount: decimal(vat, 2), totalAmount: decimal(net + vat, 2) };
  const buyer = await buyerOf(db, bl);
  const refusal = chargesRefusal({ lines: [], vatPercent, ...amounts }, buyer.tin !== null);
  const waives = asked.waivedDays > 0 || waived > 0n;
  if (refusal && !(refusal === 'zeroAmount' && waives)) {
    throw new Conflict(withValues(billingMessages[refusal], { blNo, netAmount: amounts.netAmount }));
  }
  const lines = invoiceLinesOf(charged.lines);
  return {
    bl,
    seller: operator.seller,
    buyer,
    period: { from, to },
    vatPercent,
    lines,
    chargedAmount: charged.netAmount,
    chargeableDays: open.chargeableDays,
    ...amounts,
  };
}

/** GET /billing-invoices/storage/preview: the storage invoice the POST would issue, refused alike; nothing is written. */
export async function previewStorageInvoice(db: Db, asked: Asked): Promise<StoragePreview> {
  const invoice = await storageInvoiceOf(db, asked);
  return {
    itemId: asked.itemId,
    blNo: invoice.bl.blNo,
    billingDate: asked.billingDate,
    buyer: { name: invoice.buyer.name, address: invoice.buyer.address, tin: invoice.buyer.tin },
    vatTreatment: asked.vatTreatment,
    vatPercent: invoice.vatPercent,
    lines: invoice.lines,
    storagePeriod: invoice.period,
    chargedAmount: invoice.chargedAmount,
    waivedDays: asked.waivedDays,
    waivedAmount: asked.waivedAmount,
    chargeableDays: invoice.chargeableDays,
    netAmount: invoice.netAmount,
    vatAmount: invoice.vatAmount,
    totalAmount: invoice.totalAmount,
  };
}

/**
 * Bills a BL's storage (issue 28): the number not used (409), then in one transaction under the BL's row lock (as a
 * release at the gate and another storage invoice of the BL take it) the invoice as storageInvoiceOf says, its lines,
 * the rollups and the audit entry with the waiver's reason. Two invoices of one BL racing run in turn: the second
 * starts the day after the first ended, or is refused.
 */
export async function createStorageInvoice(db: Db, actor: Actor, body: Body): Promise<BillingInvoiceDetail> {
  const taken = await conflictOf(db, null, body.invoiceNumber);
  if (taken) throw taken;
  try {
    const id = await inTransaction(db, async (tx) => {
      await tx.select({ id: items.id }).from(items).where(eq(items.id, body.itemId)).for('update');
      const invoice = await storageInvoiceOf(tx, body);
      const waiverReason = body.waivedDays > 0 || scaled(body.waivedAmount, 2) > 0n ? body.waiverReason : undefined;
      const record = {
        invoiceNumber: body.invoiceNumber,
        itemId: body.itemId,
        kind: 'storage' as const,
        billingDate: body.billingDate,
        storageFrom: invoice.period.from,
        storageTo: invoice.period.to,
        waivedDays: body.waivedDays,
        waivedAmount: body.waivedAmount,
        waiverReason: waiverReason ?? null,
        netAmount: invoice.netAmount,
        vatAmount: invoice.vatAmount,
        vatRate: fractionOf(invoice.vatPercent),
        vatTreatment: body.vatTreatment,
        vesselName: invoice.bl.vesselName,
        voyageNo: invoice.bl.voyageNo,
        sellerName: invoice.seller.name,
        sellerAddress: invoice.seller.address,
        sellerTin: invoice.seller.tin,
        sellerVatRegistered: invoice.seller.vatRegistered,
        buyerCompanyId: invoice.buyer.companyId,
        buyerName: invoice.buyer.name,
        buyerAddress: invoice.buyer.address,
        buyerTin: invoice.buyer.tin,
      };
      const created = await withRollups(tx, [body.itemId], async () => {
        const [created] = await tx.insert(billingInvoices).values(record).returning({ id: billingInvoices.id });
        if (!created) throw new Error('insert into billing_invoices returned nothing');
        if (invoice.lines.length > 0) {
          await tx
            .insert(billingInvoiceLines)
            .values(invoice.lines.map((line) => ({ ...line, invoiceId: created.id })));
        }
        return created;
      });
      const { storageFrom, storageTo, waivedDays, waivedAmount } = record;
      const after = {
        ...auditedInvoice({ ...record, ...invoice, buyerName: invoice.buyer.name }),
        ...{ storageFrom, storageTo, waivedDays, waivedAmount, waiverReason: record.waiverReason },
      };
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'billing_invoices',
        entityId: created.id,
        after,
        reason: waiverReason,
      });
      return created.id;
    });
    return await getBillingInvoice(db, id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await conflictOf(db, null, body.invoiceNumber)) ?? error;
  }
}
