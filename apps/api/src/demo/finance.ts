import type { TariffBasis, VatTreatment } from '@portside/contracts/billing';
import { decimal, scaled } from '@portside/contracts/money';
import { chargesOf, chargesRefusal, sumOf } from '../modules/billing-invoices/charges';
import { auditedInvoice } from '../modules/billing-invoices/service';
import { splitMemo } from '../modules/credit-memos/split';
import { audit, type Context, nextSerial } from './context';
import { billMonthEnds, leaveWhenPaid } from './gate-out';
import type { Row } from './insert';
import { operatorRegistration } from './names';
import type { Bl, Call } from './operations';
import type { Random } from './random';
import { writeReceipt } from './receipts';
import { type Day, dayOf, dayOfYear, formatDay, manilaInstant, yearOf } from './time';

/** The demo's documents all stand: none is cancelled. */
const standing = { cancelledAt: null, cancelledBy: null, cancelReason: null };

type Category = 'stevedoring' | 'arrastre';
export type Tariff = { category: Category; basis: TariffBasis; from: Day; rateCents: number };

/** VAT in hundredths of a percent (12%), on every tariff. */
export const vatRate = 1200;
const vatPercent = (vatRate / 100).toFixed(2);
const vatFraction = (vatRate / 10_000).toFixed(4);

/**
 * Effective-dated rates: one set in force from January 1 of the first year, then a raise of 4 to 9% every 18 to 26 months,
 * so that invoices of different years carry different rates. The latest arrastre rate is charged per revenue ton, as
 * the port's newer rate sheets do; every other one per CBM.
 */
export function tariffSchedule(random: Random, startDay: Day, today: Day): Tariff[] {
  const tariffs: Tariff[] = [];
  let stevedoring = 7850;
  let arrastre = 10400;
  for (let from = dayOfYear(yearOf(startDay), 1, 1); from <= today; from += random.int(18, 26) * 30) {
    tariffs.push({ category: 'stevedoring', basis: 'cbm', from, rateCents: stevedoring });
    tariffs.push({ category: 'arrastre', basis: 'cbm', from, rateCents: arrastre });
    stevedoring = Math.round((stevedoring * random.float(1.04, 1.09)) / 25) * 25;
    arrastre = Math.round((arrastre * random.float(1.04, 1.09)) / 25) * 25;
  }
  const latestArrastre = tariffs.findLast((tariff) => tariff.category === 'arrastre');
  if (latestArrastre && tariffs.length > 2) latestArrastre.basis = 'revenueTon';
  return tariffs;
}

export function writeTariffs(context: Context, tariffs: Tariff[]): void {
  for (const tariff of tariffs) {
    context.writer.add('tariffs', {
      id: context.writer.nextId('tariffs'),
      category: tariff.category,
      basis: tariff.basis,
      ratePerCbm: (tariff.rateCents / 100).toFixed(2),
      vatRate: vatFraction,
      effectiveFrom: formatDay(tariff.from),
    });
  }
}

/** The tariff of a category in force on a day, as the settings hold it. */
function tariffOn(tariffs: Tariff[], category: Category, day: Day) {
  let found: Tariff | undefined;
  for (const tariff of tariffs) if (tariff.category === category && tariff.from <= day) found = tariff;
  return found && { category, basis: found.basis, ratePerCbm: (found.rateCents / 100).toFixed(2) };
}

/** Most invoices add VAT; services to a few foreign principals are zero-rated, a rare one exempt. */
function vatTreatmentOf(random: Random): VatTreatment {
  const draw = random.next();
  return draw < 0.03 ? 'zeroRated' : draw < 0.04 ? 'exempt' : 'vatable';
}

/** An invoice of the call, written once its receipt (if any) is known, as the items are once their call is. */
type Invoice = {
  row: Row<'billing_invoices'>;
  lines: { category: Category; amount: string }[];
  bl: Bl;
  billDay: Day;
  clearanceDay: Day;
  /** The day its receipt was issued, once paid. */
  paidDay?: Day;
};

/**
 * The paper trail of a call's BLs: customs clearance a few days after arrival, our invoice once discharged and
 * cleared, the consignee's payment (one receipt for up to five invoices of the same shipment), then the gate-out.
 * Anything that would fall after the generation's now (noon of today) has not happened yet: that is what leaves
 * recent BLs uncleared, unbilled or unpaid, and no record is stamped later than now.
 */
export function settleCall(context: Context, random: Random, call: Call, tariffs: Tariff[]): void {
  const invoices: Invoice[] = [];
  const vatRandom = random.fork('vat');
  for (const bl of call.bls) {
    countOurVolume(context, bl, call.arrivalDay);
    const clearanceDay = clear(context, random, bl, call.arrivalDay);
    if (bl.handledAt === null || clearanceDay === null || !(bl.stevedoringOwn || bl.arrastreOwn)) continue;
    const billDay = Math.max(dayOf(bl.handledAt), clearanceDay) + (random.chance(0.7) ? 0 : 1);
    if (billDay > context.today) continue;
    const at = manilaInstant(billDay, random.float(8, 17));
    if (at > context.now) continue;
    const billed = bill(context, { bl, call, day: billDay, at, treatment: vatTreatmentOf(vatRandom) }, tariffs);
    if (billed !== null) invoices.push({ ...billed, bl, billDay, clearanceDay });
  }
  const byConsignee = new Map<number, Invoice[]>();
  for (const invoice of invoices) {
    const list = byConsignee.get(invoice.bl.consignee.id) ?? [];
    list.push(invoice);
    byConsignee.set(invoice.bl.consignee.id, list);
  }
  for (const list of byConsignee.values()) {
    for (let start = 0; start < list.length; ) {
      const size = random.int(1, 5);
      pay(context, random, list.slice(start, start + size));
      start += size;
    }
  }
  for (const invoice of invoices) {
    context.writer.add('billing_invoices', invoice.row);
    credit(context, random, invoice);
    billMonthEnds(context, random.fork(`month ends:${invoice.bl.row.id}`), invoice);
  }
}

const bigMax = (a: bigint, b: bigint) => (a > b ? a : b);

const memoReasons = [
  'Storage days waived: cargo held by customs',
  'Rate billed above the tariff in force',
  'Weight re-measured at the gate',
  'Duplicate handling charge',
];

/**
 * One paid invoice in 150 is credited some weeks after its payment (an overcharge found later), by 5% to 30% of its
 * total, as the API issues a memo (credit-memos/split.ts): numbered in one series in date order (a memo that would
 * fall before the latest one is not issued), split like the invoice.
 */
function credit(context: Context, random: Random, invoice: Invoice): void {
  const { row, paidDay } = invoice;
  const issuer = context.staff.finance;
  if (paidDay === undefined || !random.chance(1 / 150) || !issuer) return;
  const day = paidDay + random.int(10, 60);
  const at = manilaInstant(day, random.float(9, 16));
  if (day < context.latestMemoDay || day > context.today || at > context.now) return;
  context.latestMemoDay = day;
  const total = scaled(sumOf(row.netAmount, row.vatAmount), 2);
  const amount = decimal(bigMax(1n, (total * BigInt(random.int(5, 30))) / 100n), 2);
  const none = { creditedNet: '0.00', creditedVat: '0.00' };
  const split = splitMemo(amount, {
    netAmount: row.netAmount,
    vatAmount: row.vatAmount,
    lines: invoice.lines.map((line) => ({ category: line.category, amount: line.amount, ...none })),
    ...none,
  });
  const { writer } = context;
  const id = writer.nextId('credit_memos');
  const serial = nextSerial(context, 'memo');
  const memoNumber = `CM-${String(serial).padStart(6, '0')}`;
  const reason = memoReasons[random.int(0, memoReasons.length - 1)] as string;
  writer.add('credit_memos', {
    id,
    serial,
    memoNumber,
    invoiceId: row.id,
    memoDate: formatDay(day),
    netAmount: split.netAmount,
    vatAmount: split.vatAmount,
    reason,
    issuedBy: issuer.id,
    createdAt: new Date(at),
  });
  for (const line of split.lines) {
    writer.add('credit_memo_lines', { id: writer.nextId('credit_memo_lines'), memoId: id, ...line });
  }
  audit(context, 'finance', 'credit_memos', id, { memoNumber, invoiceId: row.id, ...split, reason }, at);
}

function countOurVolume(context: Context, bl: Bl, arrivalDay: Day): void {
  for (const [category, own] of [
    ['stevedoring', bl.stevedoringOwn],
    ['arrastre', bl.arrastreOwn],
  ] as const) {
    if (!own) continue;
    const key = `${yearOf(arrivalDay)}:${category}`;
    context.ourCbm.set(key, (context.ourCbm.get(key) ?? 0) + bl.cbmMilli);
  }
}

function clear(context: Context, random: Random, bl: Bl, arrivalDay: Day): Day | null {
  if (!random.chance(0.97)) return null;
  const day = arrivalDay + Math.min(40, Math.max(1, Math.round(random.logNormal(2, 0.6))));
  if (day > context.today) return null;
  const at = manilaInstant(day, random.float(8, 17));
  if (at > context.now) return null;
  const year = yearOf(day);
  const id = context.writer.nextId('clearances');
  const number = `CL-${year}-${String(nextSerial(context, `clearance:${year}`)).padStart(6, '0')}`;
  context.writer.add('clearances', {
    id,
    itemId: bl.row.id,
    cancelledItemId: null,
    clearanceNumber: number,
    clearanceDate: formatDay(day),
    createdAt: new Date(at),
    ...standing,
  });
  audit(context, 'commercial', 'clearances', id, { itemId: bl.row.id, clearanceNumber: number }, at);
  return day;
}

type Billing = { bl: Bl; call: Call; day: Day; at: number; treatment: VatTreatment };

/**
 * The invoice of a BL as the API would issue it (billing-invoices/charges.ts): a line per category we handle, at the
 * tariff in force on the day; the seller and buyer as printed. A BL the API would refuse (PHP 1,000 or more to a
 * consignee with no client company, so no TIN; nothing to charge) is not billed. Returns the invoice's row and lines,
 * or null when none was issued.
 */
function bill(context: Context, billing: Billing, tariffs: Tariff[]): Pick<Invoice, 'row' | 'lines'> | null {
  const { bl, call, day, at, treatment } = billing;
  const charged = [
    bl.stevedoringOwn ? tariffOn(tariffs, 'stevedoring', day) : undefined,
    bl.arrastreOwn ? tariffOn(tariffs, 'arrastre', day) : undefined,
  ].filter((tariff) => tariff !== undefined);
  const vat = { percent: vatPercent, treatment, sellerVatRegistered: operatorRegistration.vatRegistered };
  const charges = chargesOf(bl.row, charged, vat);
  const companyId = bl.consignee.companyId;
  const buyer = companyId === null ? undefined : context.buyers.get(companyId);
  if (chargesRefusal(charges, Boolean(buyer?.tin))) return null;
  const year = yearOf(day);
  const id = context.writer.nextId('billing_invoices');
  const number = `BI-${year}-${String(nextSerial(context, `invoice:${year}`)).padStart(6, '0')}`;
  const billingDate = formatDay(day);
  const row: Row<'billing_invoices'> = {
    id,
    invoiceNumber: number,
    itemId: bl.row.id,
    ...standing,
    cancelledItemId: null,
    billingDate,
    netAmount: charges.netAmount,
    vatAmount: charges.vatAmount,
    vatRate: vatFraction,
    vatTreatment: treatment,
    kind: 'handling',
    storageFrom: null,
    storageTo: null,
    waivedDays: 0,
    waivedAmount: '0.00',
    waiverReason: null,
    vesselName: call.vessel,
    voyageNo: call.voyage,
    sellerName: operatorRegistration.registeredName,
    sellerAddress: operatorRegistration.registeredAddress,
    sellerTin: operatorRegistration.tin,
    sellerVatRegistered: operatorRegistration.vatRegistered,
    buyerCompanyId: buyer ? companyId : null,
    buyerName: bl.consignee.name,
    buyerAddress: buyer?.address ?? null,
    buyerTin: buyer?.tin ?? null,
    officialReceiptId: null,
    createdAt: new Date(at),
  };
  for (const line of charges.lines) {
    context.writer.add('billing_invoice_lines', {
      id: context.writer.nextId('billing_invoice_lines'),
      invoiceId: id,
      ...line,
      periodFrom: null,
      periodTo: null,
      days: null,
      tier: null,
    });
  }
  const audited = auditedInvoice({
    invoiceNumber: number,
    itemId: bl.row.id,
    billingDate,
    vatTreatment: treatment,
    ...charges,
    buyerName: bl.consignee.name,
  });
  audit(context, 'finance', 'billing_invoices', id, audited, at);
  return { row, lines: charges.lines };
}

/**
 * Most consignees pay on release (cash) within their free days, some on 15 to 30-day terms, a few very late; one in
 * 250 never. The demo client's company pays 45 days later than that, so its recent invoices are its accounts payable
 * in the portal. Cargo waits in the yard until paid: the late payers' cargo is the tail that pays storage.
 */
function pay(context: Context, random: Random, invoices: Invoice[]): void {
  const lag = random.chance(0.75) ? random.int(0, 1) : random.chance(0.88) ? random.int(5, 30) : random.int(31, 90);
  const company = invoices[0]?.bl.consignee.companyId ?? null;
  const terms = company !== null && company === context.demoClientCompany ? 45 : 0;
  const day = Math.max(...invoices.map((invoice) => invoice.billDay)) + lag + terms;
  if (day > context.today || random.chance(0.004)) return;
  const at = manilaInstant(day, random.float(8, 16.5));
  if (at > context.now) return;
  writeReceipt(context, random, invoices, day, at);
  for (const invoice of invoices) invoice.paidDay = day;
  for (const invoice of invoices) leaveWhenPaid(context, random, invoice, at);
}

/** Yearly targets near what each year turned out to be (some met, some missed), and a few monthly ones. */
export function writeTargets(context: Context, random: Random, startDay: Day): void {
  const thisYear = yearOf(context.today);
  for (let year = yearOf(startDay); year <= thisYear; year++) {
    const first = Math.max(startDay, dayOfYear(year, 1, 1));
    const last = Math.min(context.today, dayOfYear(year, 12, 31));
    const coverage = (last - first + 1) / (year % 4 === 0 ? 366 : 365);
    for (const category of ['stevedoring', 'arrastre'] as const) {
      const actual = (context.ourCbm.get(`${year}:${category}`) ?? 0) / 1000;
      const target = Math.round((actual / Math.max(coverage, 0.05)) * random.float(0.95, 1.12));
      addTarget(context, year, null, category, target);
      if (year !== thisYear) continue;
      for (const month of [3, 4, 12]) addTarget(context, year, month, category, Math.round((target / 12) * 1.15));
    }
  }
}

function addTarget(context: Context, year: number, month: number | null, category: Category, cbm: number): void {
  context.writer.add('cbm_targets', {
    id: context.writer.nextId('cbm_targets'),
    year,
    month,
    category,
    cbm: cbm.toFixed(3),
  });
}
