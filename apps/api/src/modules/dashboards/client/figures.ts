import type {
  CargoVolume,
  CbmSummary,
  ClientItemStatus,
  ClientSummary,
  YearComparison,
} from '@portside/contracts/client-portal';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { descriptionShown } from '../../../db/sql-expressions';
import { cbm, money } from '../kit/filter';
import { addCbm } from '../kit/totals';
import { arrastreOurs, invoiceOfBl, ofCompany, yearRange } from './company';

/** A BL's state (`b`: its invoice, if any): paid (its invoice has an OR), payable (billed, no OR) or not billed. */
export const statusOf = sql`case when b.item_id is null then 'notBilled'
  when b.official_receipt_id is null then 'payable' else 'paid' end`;

type Figures = { bls: number; cbm: number };
const none: Figures = { bls: 0, cbm: 0 };
const sum = (figures: Figures[]): Figures => ({
  bls: figures.reduce((total, figure) => total + figure.bls, 0),
  cbm: addCbm(figures.map((figure) => figure.cbm)),
});
const months = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The year's arrivals of the company: BLs, CBM, packages, by state (with the amount due), and those in the terminal:
 * not gated out of those our gate releases (the arrastre ours; another operator's gate-out is not recorded here).
 */
export const summaryQuery = (companyId: number, year: number) => {
  const { start, end } = yearRange(year);
  const where = (status: ClientItemStatus) => sql`filter (where ${statusOf} = ${status})`;
  return sql`select count(*)::int as bls, ${cbm(sql`sum(i.cbm)`)} as cbm, coalesce(sum(i.no_packages), 0)::int as packages,
      count(*) ${where('paid')}::int as "paidBls", ${cbm(sql`sum(i.cbm) ${where('paid')}`)} as "paidCbm",
      count(*) ${where('payable')}::int as "payableBls", ${cbm(sql`sum(i.cbm) ${where('payable')}`)} as "payableCbm",
      ${money(sql`sum(b.net_amount + b.vat_amount) ${where('payable')}`)} as "amountDue",
      count(*) ${where('notBilled')}::int as "notBilledBls",
      ${cbm(sql`sum(i.cbm) ${where('notBilled')}`)} as "notBilledCbm",
      count(*) filter (where ${arrastreOurs} and i.gate_out_at is null)::int as "inTerminal"
    from items i ${invoiceOfBl}
    where ${ofCompany(companyId)} and i.arrival_date >= ${start}::date and i.arrival_date < ${end}::date`;
};

type SummaryRow = {
  bls: number;
  cbm: number;
  packages: number;
  paidBls: number;
  paidCbm: number;
  payableBls: number;
  payableCbm: number;
  amountDue: string;
  notBilledBls: number;
  notBilledCbm: number;
  inTerminal: number;
};

export async function readSummary(db: Db, companyId: number, year: number): Promise<ClientSummary> {
  const [row] = await selectRows<SummaryRow>(db, summaryQuery(companyId, year));
  if (!row) throw new Error('the summary query returned no row');
  return {
    year,
    bls: row.bls,
    cbm: row.cbm,
    packages: row.packages,
    paid: { bls: row.paidBls, cbm: row.paidCbm },
    payable: { bls: row.payableBls, cbm: row.payableCbm, amountDue: row.amountDue },
    notBilled: { bls: row.notBilledBls, cbm: row.notBilledCbm },
    inTerminal: row.inTerminal,
  };
}

/** The year's arrivals of the company by type of cargo, largest CBM first (then by name). */
export const cargoVolumeQuery = (companyId: number, year: number) => {
  const { start, end } = yearRange(year);
  return sql`select ${descriptionShown} as type, ${cbm(sql`sum(i.cbm)`)} as cbm, count(*)::int as bls
    from items i left join descriptions d on d.id = i.description_id
    where ${ofCompany(companyId)} and i.arrival_date >= ${start}::date and i.arrival_date < ${end}::date
    group by 1 order by sum(i.cbm) desc, 1`;
};

export async function readCargoVolume(db: Db, companyId: number, year: number): Promise<CargoVolume> {
  const rows = await selectRows<{ type: string; cbm: number; bls: number }>(db, cargoVolumeQuery(companyId, year));
  const totalCbm = addCbm(rows.map((row) => row.cbm));
  return {
    year,
    totalCbm,
    types: rows.map((row) => ({ ...row, volume: row.cbm, share: totalCbm > 0 ? (row.cbm / totalCbm) * 100 : 0 })),
  };
}

/**
 * The company's BLs by the month they count in (spec 9's half-year rule): a billed BL in its billing month, a BL not
 * billed in its arrival month; each once, by its state. Every BL arrived before the year's end is looked at: a BL
 * of an earlier year may be billed in this one.
 */
export const cbmSummaryQuery = (companyId: number, year: number) => {
  const { start, end } = yearRange(year);
  return sql`select extract(month from x.day)::int as month, x.status, count(*)::int as bls, ${cbm(sql`sum(x.cbm)`)} as cbm
    from (
      select coalesce(b.billing_date, i.arrival_date) as day, ${statusOf} as status, i.cbm
      from items i ${invoiceOfBl}
      where ${ofCompany(companyId)} and i.arrival_date < ${end}::date
    ) x
    where x.day >= ${start}::date and x.day < ${end}::date
    group by 1, 2`;
};

export async function readCbmSummary(db: Db, companyId: number, year: number): Promise<CbmSummary> {
  const rows = await selectRows<{ month: number; status: ClientItemStatus } & Figures>(
    db,
    cbmSummaryQuery(companyId, year),
  );
  const of = (month: number, status: ClientItemStatus): Figures => {
    const row = rows.find((candidate) => candidate.month === month && candidate.status === status);
    return row ? { bls: row.bls, cbm: row.cbm } : none;
  };
  const byMonth = months.map((month) => {
    const [paid, payable, notBilled] = [of(month, 'paid'), of(month, 'payable'), of(month, 'notBilled')];
    return { month, paid, payable, notBilled, paidCbm: paid.cbm, arCbm: payable.cbm };
  });
  return {
    year,
    months: byMonth,
    totals: {
      paid: sum(byMonth.map((month) => month.paid)),
      payable: sum(byMonth.map((month) => month.payable)),
      notBilled: sum(byMonth.map((month) => month.notBilled)),
    },
  };
}

/** The company's arrivals per month of two years (the same year twice answers it in both columns). */
export const yearComparisonQuery = (companyId: number, years: number[]) => {
  const ranges = years.map((year) => {
    const { start, end } = yearRange(year);
    return sql`(i.arrival_date >= ${start}::date and i.arrival_date < ${end}::date)`;
  });
  return sql`select extract(year from i.arrival_date)::int as year, extract(month from i.arrival_date)::int as month,
      count(*)::int as bls, ${cbm(sql`sum(i.cbm)`)} as cbm
    from items i
    where ${ofCompany(companyId)} and (${sql.join(ranges, sql` or `)})
    group by 1, 2`;
};

export async function readYearComparison(
  db: Db,
  companyId: number,
  year1: number,
  year2: number,
): Promise<YearComparison> {
  const rows = await selectRows<{ year: number; month: number } & Figures>(
    db,
    yearComparisonQuery(companyId, [year1, year2]),
  );
  const of = (year: number, month: number): Figures => {
    const row = rows.find((candidate) => candidate.year === year && candidate.month === month);
    return row ? { bls: row.bls, cbm: row.cbm } : none;
  };
  const byMonth = months.map((month) => ({ month, year1: of(year1, month), year2: of(year2, month) }));
  return {
    year1,
    year2,
    months: byMonth,
    totals: { year1: sum(byMonth.map((month) => month.year1)), year2: sum(byMonth.map((month) => month.year2)) },
    data1: byMonth.map((month) => ({ month: month.month, volume: month.year1.cbm })),
    data2: byMonth.map((month) => ({ month: month.month, volume: month.year2.cbm })),
  };
}
