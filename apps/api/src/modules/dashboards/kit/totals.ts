import { type SQL, sql } from 'drizzle-orm';
import { cbm, count, money } from './filter';

/** The volume totals of every row of `rows` (columns cbm, packages, bls), read beside each row before a limit. */
export const volumeTotalsOver = (rows: SQL) => sql`count(*) over ()::int as "rowCount",
  ${cbm(sql`sum(${rows}.cbm) over ()`)} as "sumCbm",
  ${count(sql`sum(${rows}.packages) over ()`)} as "sumPackages",
  ${count(sql`sum(${rows}.bls) over ()`)} as "sumBls"`;

/** The totals of every row of `rows` (columns cbm, packages, bls, net), read beside each row before a limit. */
export const totalsOver = (rows: SQL) => sql`${volumeTotalsOver(rows)},
  ${money(sql`sum(${rows}.net) over ()`)} as "sumNet"`;

export type TotalsColumns = { rowCount: number; sumCbm: number; sumPackages: number; sumBls: number; sumNet: string };

/** The rows without their totals' columns, how many there are in all, and their totals (zeros when there is none). */
export function withTotals<Row extends TotalsColumns>(rows: Row[]) {
  const first = rows[0];
  return {
    data: rows.map(({ rowCount, sumCbm, sumPackages, sumBls, sumNet, ...row }) => row),
    rows: first?.rowCount ?? 0,
    summary: {
      totalCbm: first?.sumCbm ?? 0,
      totalPackages: first?.sumPackages ?? 0,
      bls: first?.sumBls ?? 0,
      netTotalAmount: first?.sumNet ?? '0.00',
    },
  };
}

export type VolumeTotalsColumns = Omit<TotalsColumns, 'sumNet'>;

/** The rows without their volume totals' columns, and the totals of all (an analytics list's `total`). */
export function withVolumeTotals<Row extends VolumeTotalsColumns>(rows: Row[]) {
  const first = rows[0];
  return {
    data: rows.map(({ rowCount, sumCbm, sumPackages, sumBls, ...row }) => row),
    total: {
      totalVolume: first?.sumCbm ?? 0,
      packages: first?.sumPackages ?? 0,
      bls: first?.sumBls ?? 0,
      rows: first?.rowCount ?? 0,
    },
  };
}

/** CBM as it travels: rounded to 3 places. */
export const roundCbm = (value: number) => Math.round(value * 1000) / 1000;

/** The sum of CBM figures (each exact to 3 places), rounded back to 3 places. */
export const addCbm = (values: number[]) => roundCbm(values.reduce((sum, value) => sum + value, 0));
