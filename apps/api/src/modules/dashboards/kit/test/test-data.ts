import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { decimal, scaled } from '@portside/contracts/money';
import { withheldFrom } from '@portside/contracts/official-receipts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../../db/client';
import { appSettings, billingInvoices, receiptPayments, receiptWithholdings } from '../../../../db/schema/index';
import { createTestApp } from '../../../../test/app';
import {
  buildBillingInvoice,
  buildCargoHandler,
  buildConsignee,
  buildDescription,
  buildItem,
  buildOfficialReceipt,
  buildShippingAgent,
  buildStorageInvoice,
  buildUser,
  buildVessel,
  buildWorkOrder,
  type LineSpec,
} from '../../../../test/factories';
import { cancelBillingInvoice } from '../../../billing-invoices/cancel';
import { issueCreditMemo } from '../../../credit-memos/issue';
import { cancelOfficialReceipt } from '../../../official-receipts/cancel';

/**
 * A small terminal, written through the factories (which keep the rollups), and the ledger of what was written: the
 * tests add it up in TypeScript, independently of the rollups and of SQL, and compare with what the API answers.
 */
export type Bl = {
  id: number;
  blNo: string;
  workOrderId: number;
  agentId: number;
  vesselName: string;
  voyageNumber: string;
  arrivalDate: string;
  /** "id:12" or "name:ACME TRADING", and the name a report shows. */
  consigneeKey: string;
  consignee: string;
  /** As a BL's row shows it: the registry's name, else the printed text trimmed. */
  itemConsignee: string;
  /** As the summaries group it (printed text upper-cased), and as a BL list shows it (as printed). */
  description: string;
  itemDescription: string;
  packages: number;
  /** Thousandths of a CBM, so the sums are exact. */
  milliCbm: number;
  /** The categories whose handler is one of our operators. */
  ours: CargoHandlerType[];
  /** Each category's handler as the registry writes it ('' when the manifest names none). */
  handlers: Record<CargoHandlerType, string>;
  invoice: Invoice | null;
  /** Its standing storage invoices, in the order written. */
  storage: StorageBill[];
};
export type Invoice = {
  id: number;
  invoiceNumber: string;
  billingDate: string;
  /** Amounts in centavos. */
  lines: { category: CargoHandlerType; cents: bigint }[];
  vatCents: bigint;
  paid: boolean;
  /** The credit memos against it, each with its lines as issued (net and VAT in centavos, taken back). */
  memos: { memoDate: string; lines: { category: CargoHandlerType; netCents: bigint; vatCents: bigint }[] }[];
};
/** A storage invoice: its net (after any waiver) and VAT in centavos. */
export type StorageBill = {
  id: number;
  invoiceNumber: string;
  billingDate: string;
  netCents: bigint;
  vatCents: bigint;
  paid: boolean;
};
export type Agent = { id: number; name: string };

/** The terminal's today, as the tests that read it as of a day fake it: no memo is dated after it. */
const today = '2026-03-11';
/** The day the paid invoices' receipt is issued (before some of them were billed: the factories allow it). */
const paidOn = '2025-01-07';

/** The arrivals: the year before, month and year edges, the months of the trend tests (today is 2026-03-11). */
export const arrivals = [
  '2024-11-20',
  '2025-01-15',
  '2025-01-31',
  '2025-02-01',
  '2025-06-10',
  '2025-12-31',
  '2026-01-01',
  '2026-02-14',
  '2026-03-05',
  '2026-03-11',
  '2026-03-20',
];

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const pesos = (cents: bigint) => `${cents / 100n}.${pad(Number(cents % 100n), 2)}`;

export async function buildTerminal(db: Db) {
  // Settings write the operators in their own case and spacing; reports compare them ignoring both.
  await db.insert(appSettings).values({ id: 1, ownOperators: ['  portside terminal services inc. ', 'AITSI'] });
  const handler = (name: string, type: CargoHandlerType) => buildCargoHandler(db, { name, type });
  const handlers = {
    ourStevedoring: await handler('Portside Terminal Services Inc.', 'stevedoring'),
    ourArrastre: await handler('Aitsi', 'arrastre'),
    ourOtherArrastre: await handler('PORTSIDE TERMINAL SERVICES INC.', 'arrastre'),
    theirStevedoring: await handler('Harbor Star Stevedoring', 'stevedoring'),
    theirArrastre: await handler('Bay Arrastre Corp', 'arrastre'),
  };
  const ourIds = new Set([handlers.ourStevedoring.id, handlers.ourArrastre.id, handlers.ourOtherArrastre.id]);

  const agents: Agent[] = [];
  for (const name of ['Agency North', 'Agency South', 'Agency Idle']) {
    const agent = await buildShippingAgent(db, { name });
    agents.push({ id: agent.id, name });
  }
  const vessels = [];
  for (const [index, name] of ['MV Alpha', 'MV Bravo', 'MV Charlie'].entries()) {
    vessels.push(
      await buildVessel(db, { name, voyageNumber: `V.${index + 1}`, shippingAgentId: agents[index % 2]?.id }),
    );
  }

  const alpha = await buildConsignee(db, { name: 'Alpha Foods Corp.' });
  const beta = await buildConsignee(db, { name: 'Beta Steel Inc.' });
  const matched = (consignee: typeof alpha, printed: string) => ({
    printed,
    id: consignee.id,
    key: `id:${consignee.id}`,
    name: consignee.name,
  });
  const unmatched = (printed: string) => ({
    printed,
    id: null,
    key: `name:${printed.trim().toUpperCase()}`,
    name: printed.trim().toUpperCase(),
  });
  const consignees = [
    matched(alpha, 'ALPHA FOODS CORP'),
    matched(beta, 'Beta Steel'),
    unmatched('acme trading '),
    unmatched('ACME TRADING'),
    unmatched('  Acme Trading'),
    unmatched(''),
    unmatched('Delta Co'),
  ];
  const rice = await buildDescription(db, { content: 'Rice' });
  const steel = await buildDescription(db, { content: 'Steel Coils' });
  const descriptions = [
    { printed: 'RICE 50KG', id: rice.id, name: 'Rice' },
    { printed: 'steel coil', id: steel.id, name: 'Steel Coils' },
    { printed: 'cement ', id: null, name: 'CEMENT' },
    { printed: 'CEMENT', id: null, name: 'CEMENT' },
    { printed: 'Plywood', id: null, name: 'PLYWOOD' },
  ];
  const stevedorings = [
    'ourStevedoring',
    'theirStevedoring',
    'ourStevedoring',
    null,
    'ourStevedoring',
    'theirStevedoring',
  ];
  const arrastres = ['ourArrastre', 'ourArrastre', 'theirArrastre', 'ourOtherArrastre', null, 'theirArrastre'];

  const bls: Bl[] = [];
  const toPay: number[] = [];
  const invoiceIds = new Map<number, number>();
  const clerk = await buildUser(db, { role: 'finance' });
  for (const [w, arrivalDate] of arrivals.entries()) {
    const vessel = vessels[w % vessels.length] as (typeof vessels)[number];
    const workOrder = await buildWorkOrder(db, { vesselId: vessel.id, arrivalDate, status: w % 3 ? 'final' : 'draft' });
    for (let j = 0; j < 6; j++) {
      const stevedoring = stevedorings[j] as keyof typeof handlers | null;
      const arrastre = arrastres[(j + w) % 6] as keyof typeof handlers | null;
      const consignee = consignees[(j + 2 * w) % consignees.length] as (typeof consignees)[number];
      const description = descriptions[(j + w) % descriptions.length] as (typeof descriptions)[number];
      const milliCbm = (10 + 7 * j + 3 * w) * 1000 + ((j * 137 + w * 41) % 1000);
      const item = await buildItem(db, {
        workOrderId: workOrder.id,
        blNo: `BL-${w}-${j}`,
        consignee: consignee.printed,
        consigneeId: consignee.id,
        description: description.printed,
        descriptionId: description.id,
        noPackages: 5 + 3 * j + w,
        cbm: `${Math.floor(milliCbm / 1000)}.${pad(milliCbm % 1000, 3)}`,
        stevedoringId: stevedoring ? handlers[stevedoring].id : null,
        arrastreId: arrastre ? handlers[arrastre].id : null,
      });
      const ours: CargoHandlerType[] = [];
      if (item.stevedoringId && ourIds.has(item.stevedoringId)) ours.push('stevedoring');
      if (item.arrastreId && ourIds.has(item.arrastreId)) ours.push('arrastre');
      const bl: Bl = {
        id: item.id,
        blNo: item.blNo,
        workOrderId: workOrder.id,
        agentId: vessel.shippingAgentId,
        vesselName: vessel.name,
        voyageNumber: vessel.voyageNumber,
        arrivalDate,
        consigneeKey: consignee.key,
        consignee: consignee.name,
        itemConsignee: consignee.id ? consignee.name : consignee.printed.trim(),
        description: description.name,
        itemDescription: description.id ? description.name : description.printed.trim(),
        packages: item.noPackages,
        milliCbm,
        ours,
        handlers: {
          stevedoring: stevedoring ? handlers[stevedoring].name : '',
          arrastre: arrastre ? handlers[arrastre].name : '',
        },
        invoice: null,
        storage: [],
      };
      bls.push(bl);
      // Two BLs in three we handle are billed, a few days to weeks after arrival (across months and years); half paid.
      if (ours.length === 0 || j % 3 === 2) continue;
      const lines = ours.map((category, index) => ({
        category,
        cents: BigInt(10_000 + 1_111 * j + 37 * w + 503 * index),
      }));
      const specs: LineSpec[] = lines.map((line) => ({ category: line.category, amount: pesos(line.cents) }));
      const billingDate = addDays(arrivalDate, 9 * j + 5 * w);
      if (j % 3 === 0) {
        // Billed first under a number cancelled since (a wrong consignee, say): it counts in no figure.
        const wrong = await buildBillingInvoice(
          db,
          { itemId: item.id, billingDate, invoiceNumber: `SI-${w}-${j}-CANCELLED` },
          specs.map((spec) => ({ ...spec, amount: '999.99' })),
        );
        await cancelBillingInvoice(db, clerk, wrong.id, { reason: 'Billed to the wrong consignee' });
      }
      const invoice = await buildBillingInvoice(
        db,
        { itemId: item.id, billingDate, invoiceNumber: `SI-${w}-${j}` },
        specs,
      );
      const net = lines.reduce((sum, line) => sum + line.cents, 0n);
      bl.invoice = {
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        billingDate,
        lines,
        vatCents: (net * 12n + 50n) / 100n,
        paid: (j + w) % 2 === 0,
        memos: [],
      };
      invoiceIds.set(bl.id, invoice.id);
      if (bl.invoice.paid) toPay.push(invoice.id);
    }
  }
  await billStorage(db, clerk, bls, toPay);
  // A receipt of the paid invoices and of some unpaid ones, cancelled (a mistyped OR number), then the right one; the
  // payer withheld tax on both, which settles the invoices of the standing one only.
  const unpaid = bls.flatMap((bl) => (bl.invoice && !bl.invoice.paid ? [bl.id] : [])).slice(0, 3);
  const unpaidIds = (
    await db.select({ id: billingInvoices.id }).from(billingInvoices).where(inArray(billingInvoices.itemId, unpaid))
  ).map((row) => row.id);
  const mistyped = await buildOfficialReceipt(db, { orNumber: 'OR-REPORTS-0' }, [...toPay, ...unpaidIds]);
  await withholdAndPay(db, mistyped.id, [...toPay, ...unpaidIds]);
  await cancelOfficialReceipt(db, clerk, mistyped.id, { reason: 'OR number mistyped' });
  const paid = await buildOfficialReceipt(db, { orNumber: 'OR-REPORTS-1', dateIssued: paidOn }, toPay);
  await withholdAndPay(db, paid.id, toPay);
  await creditSome(db, clerk, bls, invoiceIds);
  return { bls, agents, consignees: { alpha, beta }, handlerNames: Object.values(handlers).map(({ name }) => name) };
}
export type Terminal = Awaited<ReturnType<typeof buildTerminal>>;

/**
 * One BL in three we handle arrastre for overstays and is billed its storage after its free days, every other one
 * twice (the second from the day after the first ended), some with part waived and one whole, one first billed under a
 * number cancelled since; half of them paid (their ids added to `toPay`).
 */
async function billStorage(db: Db, clerk: { id: number }, bls: Bl[], toPay: number[]) {
  const storing = bls.filter((bl) => bl.ours.includes('arrastre')).filter((_, index) => index % 3 === 1);
  for (const [n, bl] of storing.entries()) {
    let from = addDays(bl.arrivalDate, 6);
    for (let k = 0; k < (n % 2 === 0 ? 2 : 1); k++) {
      const days = 10 + 7 * k + (n % 5);
      const charged = BigInt(2_000 + 313 * n + 101 * k);
      // One waived whole (a 0.00 invoice, which owes nothing).
      const waived = n === 5 && k === 0 ? charged : n % 4 === 3 && k === 0 ? 500n : 0n;
      if (n === 1) {
        const wrong = await buildStorageInvoice(db, { itemId: bl.id, storageFrom: from, days, amount: '888.88' });
        await cancelBillingInvoice(db, clerk, wrong.id, { reason: 'Billed before the tariff was corrected' });
      }
      const invoice = await buildStorageInvoice(db, {
        itemId: bl.id,
        storageFrom: from,
        days,
        amount: pesos(charged),
        waivedAmount: pesos(waived),
        invoiceNumber: `SS-${n}-${k}`,
      });
      const net = charged - waived;
      const paid = (n + k) % 2 === 0;
      bl.storage.push({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        billingDate: invoice.billingDate,
        netCents: net,
        vatCents: (net * 12n + 50n) / 100n,
        paid,
      });
      if (paid) toPay.push(invoice.id);
      from = addDays(from, days);
    }
  }
}

/**
 * The payer of a receipt withheld 2% of the net of every other invoice (creditable withholding tax) and paid the rest
 * by cheque: the tax withheld is settled like the cheque, never receivable (docs/domain.md "Payments and withholding
 * tax"), so the figures read the same as without it.
 */
async function withholdAndPay(db: Db, receiptId: number, invoiceIds: number[]) {
  const invoices = await db
    .select({ id: billingInvoices.id, net: billingInvoices.netAmount, vat: billingInvoices.vatAmount })
    .from(billingInvoices)
    .where(inArray(billingInvoices.id, invoiceIds))
    .orderBy(billingInvoices.id);
  const withheld = invoices.flatMap((invoice, index) => {
    const amount = withheldFrom(invoice.net, '2.00');
    return index % 2 === 0 && amount > 0n ? [{ invoiceId: invoice.id, amount }] : [];
  });
  if (withheld.length > 0)
    await db.insert(receiptWithholdings).values(
      withheld.map(({ invoiceId, amount }) => ({
        receiptId,
        invoiceId,
        rate: '0.0200',
        amount: decimal(amount, 2),
        certificateNumber: null,
      })),
    );
  const total = invoices.reduce((sum, invoice) => sum + scaled(invoice.net, 2) + scaled(invoice.vat, 2), 0n);
  const received = total - withheld.reduce((sum, { amount }) => sum + amount, 0n);
  await db.insert(receiptPayments).values({
    receiptId,
    method: 'cheque',
    amount: decimal(received, 2),
    bank: 'BPI',
    chequeNumber: `CHK-${receiptId}`,
    chequeDate: '2025-01-05',
  });
}

/**
 * Every third paid invoice is credited (a rate billed too high, say) weeks after its billing, often in another month
 * or year, and not before its receipt: a tenth of it, and one in two of those again 7.77 more. The memos are issued
 * in the order of their dates, as the series is numbered.
 */
async function creditSome(db: Db, clerk: { id: number }, bls: Bl[], invoiceIds: Map<number, number>) {
  const planned = bls
    .filter((bl) => bl.invoice?.paid)
    .filter((_, index) => index % 3 === 0)
    .flatMap((bl, index) => {
      const invoice = bl.invoice as Invoice;
      const total = invoice.lines.reduce((sum, line) => sum + line.cents, 0n) + invoice.vatCents;
      const amounts = index % 2 === 0 ? [total / 10n, 777n] : [total / 10n];
      return amounts.map((amount, n) => {
        const day = addDays(invoice.billingDate, 25 + 40 * n);
        return { bl, invoice, amount, memoDate: day < paidOn ? paidOn : day };
      });
    })
    .filter((memo) => memo.memoDate <= today)
    .sort((a, b) => (a.memoDate < b.memoDate ? -1 : a.memoDate > b.memoDate ? 1 : 0));
  for (const { bl, invoice, amount, memoDate } of planned) {
    const memo = await issueCreditMemo(db, clerk, {
      billingInvoiceId: invoiceIds.get(bl.id) as number,
      memoDate,
      amount: pesos(amount),
      reason: 'Rate billed too high',
    });
    invoice.memos.push({
      memoDate: memo.memoDate,
      lines: memo.lines.map((line) => ({
        category: line.category,
        netCents: BigInt(line.netAmount.replace('.', '')),
        vatCents: BigInt(line.vatAmount.replace('.', '')),
      })),
    });
  }
}

async function openTerminal() {
  const t = await createTestApp();
  const terminal = await buildTerminal(t.db);
  const checker = (await t.signIn('checker')).headers;
  return { t, terminal, checker };
}

/**
 * The set-up of a file of dashboard tests: a test app holding the small terminal, opened before the file's tests and
 * closed after them, a checker's headers, and `get`, which asks as the checker unless other headers are given.
 */
export function useTestTerminal() {
  let opened: Awaited<ReturnType<typeof openTerminal>> | undefined;
  beforeAll(async () => {
    opened = await openTerminal();
  });
  afterAll(() => opened?.t.close());
  const current = () => {
    if (!opened) throw new Error('The test terminal opens before the tests (beforeAll).');
    return opened;
  };
  return {
    get t() {
      return current().t;
    },
    get terminal() {
      return current().terminal;
    },
    get checker() {
      return current().checker;
    },
    get: (url: string, headers?: Record<string, string>) =>
      current().t.app.inject({ method: 'GET', url, headers: headers ?? current().checker }),
  };
}
