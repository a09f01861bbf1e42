import { decimal, divideRounded, scaled } from '@portside/contracts/money';
import type { StorageTariff } from '@portside/contracts/storage';
import { chargesRefusal } from '../modules/billing-invoices/charges';
import { auditedInvoice } from '../modules/billing-invoices/service';
import { accrueStorage, type StayOfBl } from '../modules/storage/accrual';
import { invoiceLinesOf } from '../modules/storage/billed';
import { addDays } from '../modules/storage/calendar';
import { audit, type Context, nextSerial } from './context';
import type { Row } from './insert';
import { operatorRegistration } from './names';
import type { Bl } from './operations';
import type { Random } from './random';
import { writeReceipt } from './receipts';
import { cargoClassOf } from './storage';
import { type Day, dayOf, dayOfYear, formatDay, HOUR_MS, manilaInstant, monthOf, yearOf } from './time';
import { planTrucks, type Truck, writeTrucks } from './trucks';

/** A paid handling invoice of a BL: where its storage invoice takes its buyer, vessel and VAT treatment from. */
type Paid = { row: Row<'billing_invoices'>; bl: Bl; clearanceDay: Day };

const waiverReasons = [
  'Customs examination held the cargo',
  'Port closed under typhoon signal no. 2',
  'Consignee’s trucks barred by the truck ban',
  'Our yard delayed the pick-up',
];

/** The BL's stay counted to `day` with these trucks, as the API counts it (modules/storage/accrual.ts). */
function stayOf(bl: Bl, handledAt: number, day: Day, trucks: readonly Truck[]): StayOfBl {
  return {
    cargoClass: cargoClassOf(bl.row.workOrderId),
    dischargeDay: formatDay(dayOf(handledAt)),
    toDay: formatDay(day),
    measures: { cbm: bl.row.cbm, grossWeight: bl.row.grossWeight },
    packages: Math.max(bl.row.dischargedPackages ?? bl.row.noPackages, 1),
    withdrawals: trucks.map((truck) => ({ day: formatDay(dayOf(truck.at)), packages: truck.packages })),
    vatRegistered: operatorRegistration.vatRegistered,
  };
}

/**
 * Our arrastre releases the cargo at our gate once it is paid and cleared, on trucks. Cargo that stayed past its free
 * days pays its storage first, as the gate requires: billed to the day it leaves and paid that morning (one invoice in
 * seven waives a few days or a part, with a reason), the trucks after. Storage the API would refuse to invoice (PHP
 * 1,000 or more to a buyer without TIN) keeps the cargo in the yard.
 */
export function leaveWhenPaid(context: Context, random: Random, paid: Paid, paidAt: number): void {
  const { bl, clearanceDay } = paid;
  const handledAt = bl.handledAt;
  if (!bl.arrastreOwn || handledAt === null) return;
  const day = Math.max(dayOf(paidAt), clearanceDay) + (random.chance(0.85) ? random.int(0, 1) : random.int(2, 4));
  const at = Math.max(manilaInstant(day, random.float(7, 19)), handledAt + 2 * HOUR_MS, paidAt + HOUR_MS);
  if (at > context.now) return;
  const trucksRandom = random.fork(`trucks:${bl.row.id}`);
  let trucks = planTrucks(trucksRandom, bl, Math.max(handledAt + HOUR_MS, paidAt), at);
  const leaveDay = dayOf(at);
  const stayed = accrueStorage(stayOf(bl, handledAt, leaveDay, trucks), context.storageTariffs);
  if (stayed.chargeableDays > 0) {
    // Billed at 07:00 (or once paid), paid half an hour later; the trucks leave from an hour after, all that day.
    const billedAt = Math.max(manilaInstant(leaveDay, 7), paidAt);
    const lastAt = Math.max(at, billedAt + 2 * HOUR_MS);
    if (lastAt > context.now || dayOf(lastAt) !== leaveDay) return;
    trucks = planTrucks(trucksRandom, bl, billedAt + HOUR_MS, lastAt);
    const stay = stayOf(bl, handledAt, leaveDay, trucks);
    const invoice = billStorage(context, random.fork(`storage:${bl.row.id}`), paid, stay, billedAt);
    if (!invoice) return;
    // A waiver of all of it leaves nothing to pay.
    if (invoice.row.netAmount !== '0.00') {
      writeReceipt(context, random.fork(`storage receipt:${bl.row.id}`), [invoice], leaveDay, billedAt + HOUR_MS / 2);
    }
    // Written once its receipt is known, as the handling invoices are.
    context.writer.add('billing_invoices', invoice.row);
  }
  writeTrucks(context, trucksRandom, bl, trucks);
  const leftAt = trucks.at(-1)?.at ?? at;
  bl.row.gateOutAt = new Date(leftAt);
  audit(context, 'guard', 'items', bl.row.id, { gateOutAt: bl.row.gateOutAt }, leftAt, 'update', { gateOutAt: null });
}

/** Month ends billed at most: cargo unclaimed longer is abandoned, the customs' to auction, and billed no more. */
const monthEndsBilled = 3;

/**
 * Cargo of ours still in the yard when the generation ends is billed its storage at each month's end past its free
 * days, as finance bills long stays monthly: on the 1st at 08:00, from the day after the last one billed to the month's
 * last day. Unpaid until the consignee comes for the cargo: the receivable's storage, and what the gate holds it for.
 */
export function billMonthEnds(context: Context, random: Random, paid: Paid): void {
  const { bl } = paid;
  const handledAt = bl.handledAt;
  if (!bl.arrastreOwn || handledAt === null || bl.row.gateOutAt) return;
  let after: string | undefined;
  let monthEnd = lastDayOfMonth(dayOf(handledAt));
  for (let month = 0; month < monthEndsBilled; month++, monthEnd = lastDayOfMonth(monthEnd + 1)) {
    const at = manilaInstant(monthEnd + 1, 8);
    if (at > context.now) return;
    const stay = stayOf(bl, handledAt, monthEnd, []);
    if (accrueStorage(stay, context.storageTariffs, { after }).chargeableDays === 0) continue;
    const invoice = billStorage(context, random, paid, stay, at, after);
    // A buyer without TIN owing PHP 1,000 or more is billed nothing until finance has it.
    if (!invoice) return;
    context.writer.add('billing_invoices', invoice.row);
    after = stay.toDay;
  }
}

/** The last day of the month of `day`. */
function lastDayOfMonth(day: Day): Day {
  const month = monthOf(day);
  return dayOfYear(month === 12 ? yearOf(day) + 1 : yearOf(day), month === 12 ? 1 : month + 1, 1) - 1;
}

/**
 * The storage invoice of the BL's stay after the day `after` billed (from its discharge when none), as the API issues
 * one (billing-invoices/storage-invoices.ts): its day lines, a waiver now and then, VAT at the tariffs' rate on the net
 * after the waiver. Null when the API would refuse it. Its lines are written; its row is the caller's to write.
 */
function billStorage(context: Context, random: Random, paid: Paid, stay: StayOfBl, at: number, after?: string) {
  const tariffs: readonly StorageTariff[] = context.storageTariffs;
  const open = accrueStorage(stay, tariffs, { after });
  const waives = random.chance(1 / 7);
  const waivedDays = waives && random.chance(0.5) ? random.int(1, Math.min(3, open.chargeableDays)) : 0;
  const charged = accrueStorage(stay, tariffs, { after, waivedDays });
  const lineSum = scaled(charged.netAmount, 2);
  const waived = waives && waivedDays === 0 ? (lineSum * BigInt(random.int(10, 50))) / 100n : 0n;
  const net = lineSum - waived;
  const { row: handling } = paid;
  const vatPercent = open.lines[0]?.vatPercent ?? '12.00';
  const taxed = handling.vatTreatment === 'vatable' && operatorRegistration.vatRegistered;
  const vat = taxed ? divideRounded(net * scaled(vatPercent, 2), 10_000n) : 0n;
  const amounts = { netAmount: decimal(net, 2), vatAmount: decimal(vat, 2), totalAmount: decimal(net + vat, 2) };
  const { totalAmount: _total, ...stored } = amounts;
  const refusal = chargesRefusal({ lines: [], vatPercent, ...amounts }, handling.buyerTin !== null);
  if (refusal && !(refusal === 'zeroAmount' && waives)) return null;
  const day = dayOf(at);
  const year = formatDay(day).slice(0, 4);
  const id = context.writer.nextId('billing_invoices');
  const waiverReason = waives ? random.pick(waiverReasons) : null;
  const row: Row<'billing_invoices'> = {
    ...handling,
    id,
    invoiceNumber: `BI-${year}-${String(nextSerial(context, `invoice:${year}`)).padStart(6, '0')}`,
    billingDate: formatDay(day),
    kind: 'storage',
    storageFrom: addDays(after ?? stay.dischargeDay, 1),
    storageTo: stay.toDay,
    waivedDays,
    waivedAmount: decimal(waived, 2),
    waiverReason,
    ...stored,
    vatRate: decimal(scaled(vatPercent, 2), 4),
    officialReceiptId: null,
    createdAt: new Date(at),
  };
  const lines = invoiceLinesOf(charged.lines);

  for (const line of lines) {
    context.writer.add('billing_invoice_lines', {
      id: context.writer.nextId('billing_invoice_lines'),
      invoiceId: id,
      ...line,
    });
  }
  const audited = {
    ...auditedInvoice({ ...row, itemId: paid.bl.row.id, lines, ...amounts }),
    ...{
      storageFrom: row.storageFrom,
      storageTo: row.storageTo,
      waivedDays,
      waivedAmount: row.waivedAmount,
      waiverReason,
    },
  };
  audit(context, 'finance', 'billing_invoices', id, audited, at);
  return { row };
}
