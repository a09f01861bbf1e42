import type { AnalyticsCategory } from '@portside/contracts/analytics';
import { type CargoHandlerType, cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { type SQL, sql } from 'drizzle-orm';
import { type Rollup, rollups } from '../../db/rollups/definitions';
import { cbm, count } from '../reports/filter';

/** A volume rollup by its table's name. */
export function rollupNamed(table: string): Rollup {
  const rollup = rollups.find((candidate) => candidate.table === table);
  if (!rollup) throw new Error(`no rollup ${table}`);
  return rollup;
}

/** The categories `by` adds up ("both": stevedoring and arrastre, each service counted). */
export const categoriesOf = (by: AnalyticsCategory): readonly CargoHandlerType[] =>
  by === 'both' ? cargoHandlerTypes : [by];

/** The rows of a volume rollup `r` in the categories. */
export const inCategoriesOf = (categories: readonly CargoHandlerType[]) =>
  sql`r.category in (${sql.join(
    categories.map((category) => sql`${category}`),
    sql`, `,
  )})`;

/** The totals of every row of `rows` (columns cbm, packages, bls), read beside each row before a limit. */
export const volumeTotalsOver = (rows: SQL) => sql`count(*) over ()::int as "rowCount",
  ${cbm(sql`sum(${rows}.cbm) over ()`)} as "sumVolume",
  ${count(sql`sum(${rows}.packages) over ()`)} as "sumPackages",
  ${count(sql`sum(${rows}.bls) over ()`)} as "sumBls"`;

export type VolumeTotalsColumns = { rowCount: number; sumVolume: number; sumPackages: number; sumBls: number };

/** The rows without their totals' columns, and the totals of all of them (zeros when there is none). */
export function withVolumeTotals<Row extends VolumeTotalsColumns>(rows: Row[]) {
  const first = rows[0];
  return {
    data: rows.map(({ rowCount, sumVolume, sumPackages, sumBls, ...row }) => row),
    total: {
      totalVolume: first?.sumVolume ?? 0,
      packages: first?.sumPackages ?? 0,
      bls: first?.sumBls ?? 0,
      rows: first?.rowCount ?? 0,
    },
  };
}
