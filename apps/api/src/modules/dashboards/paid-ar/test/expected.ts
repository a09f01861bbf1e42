import { byText, cbmOf, moneyOf, within } from '../../kit/test/expected';
import type { Bl } from '../../kit/test/test-data';

/**
 * What the paid and AR calls should answer, added up in TypeScript from the ledger of the BLs the tests wrote
 * (kit/test/test-data.ts), following docs/domain.md "Dashboards II" on its own: no SQL, no rollup.
 */

type Billed = Bl & { invoice: NonNullable<Bl['invoice']> };
const billedIn = (bls: Bl[], start: string, end: string) =>
  bls.filter((bl): bl is Billed => bl.invoice !== null && within(bl.invoice.billingDate, { start, end }));

/**
 * Spec 9's half-year tables: a BL counted once per bill number per billing month (an invoice has a billing date, so
 * the arrival date is never needed), its CBM once with it; paid when the invoice has its receipt.
 */
export function financials(bls: Bl[], year: number) {
  const payment = (paid: boolean) => {
    const months = Array.from({ length: 12 }, (_, index) => {
      const month = `${year}-${String(index + 1).padStart(2, '0')}`;
      const counted = new Map<string, number>();
      for (const bl of billedIn(bls, `${year}-01-01`, `${year + 1}-01-01`)) {
        if (bl.invoice.paid === paid && bl.invoice.billingDate.startsWith(month))
          counted.set(`${bl.invoice.invoiceNumber} ${month}`, bl.milliCbm);
      }
      return { month: index + 1, bls: counted.size, milliCbm: [...counted.values()].reduce((a, b) => a + b, 0) };
    });
    const sum = (part: typeof months) => ({
      bls: part.reduce((total, month) => total + month.bls, 0),
      cbm: cbmOf(part.reduce((total, month) => total + month.milliCbm, 0)),
    });
    return {
      months: months.map(({ milliCbm, ...month }) => ({ ...month, cbm: cbmOf(milliCbm) })),
      halves: [
        { half: 1, ...sum(months.slice(0, 6)) },
        { half: 2, ...sum(months.slice(6)) },
      ],
      ...sum(months),
    };
  };
  return { year, paid: payment(true), receivable: payment(false) };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** Whole days from `from` to `to`, none when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.max(0, dayNumber(to) - dayNumber(from));

/** An invoice without a receipt: the BL's handling invoice or one of its storage invoices. */
export type Due = {
  bl: Bl;
  id: number;
  kind: 'handling' | 'storage';
  invoiceNumber: string;
  billingDate: string;
  netCents: bigint;
  vatCents: bigint;
};

/**
 * The invoices of both kinds billed in the days without a receipt that owe something (not a storage invoice waived
 * whole), oldest billing first, then as written.
 */
export const receivable = (bls: Bl[], start: string, end: string): Due[] =>
  bls
    .flatMap((bl): Due[] => [
      ...(bl.invoice && !bl.invoice.paid
        ? [
            {
              bl,
              id: bl.invoice.id,
              kind: 'handling' as const,
              invoiceNumber: bl.invoice.invoiceNumber,
              billingDate: bl.invoice.billingDate,
              netCents: bl.invoice.lines.reduce((sum, line) => sum + line.cents, 0n),
              vatCents: bl.invoice.vatCents,
            },
          ]
        : []),
      ...bl.storage
        .filter((bill) => !bill.paid)
        .map(({ paid, ...bill }) => ({ bl, kind: 'storage' as const, ...bill })),
    ])
    .filter((due) => due.netCents + due.vatCents > 0n && within(due.billingDate, { start, end }))
    .sort((a, b) => byText(a.billingDate, b.billingDate) || a.id - b.id);

/** Net plus VAT, as the consignee owes it. */
export const amountDue = (due: Due) => moneyOf(due.netCents + due.vatCents);

/** The cargo an invoice counts in totals: its BL's for a handling invoice, none for storage (it bills days). */
export const cargoOf = (due: Due, figure: number) => (due.kind === 'handling' ? figure : 0);

export function aging(bls: Bl[], year: number, today: string) {
  const rows = receivable(bls, `${year}-01-01`, `${year + 1}-01-01`);
  const bucketOf = (due: Due) => {
    const days = daysBetween(due.billingDate, today);
    return days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';
  };
  const figures = (part: Due[]) => ({
    invoices: part.length,
    cbm: cbmOf(part.reduce((sum, due) => sum + cargoOf(due, due.bl.milliCbm), 0)),
    net: moneyOf(part.reduce((sum, due) => sum + due.netCents, 0n)),
    amountDue: moneyOf(part.reduce((sum, due) => sum + due.netCents + due.vatCents, 0n)),
  });
  return {
    today,
    buckets: (['0-30', '31-60', '61-90', '90+'] as const).map((bucket) => ({
      bucket,
      ...figures(rows.filter((due) => bucketOf(due) === bucket)),
    })),
    total: figures(rows),
  };
}
