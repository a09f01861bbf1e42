import { type SQL, sql } from 'drizzle-orm';
import { type Rollup, rollups } from '../../../db/rollups/definitions';

/** Days from `start` through the day before `end` (YYYY-MM-DD). */
export type DayRange = { start: string; end: string };

/** The rollup of `table` (definitions.ts), for volumeRows. */
export function rollupNamed(table: string): Rollup {
  const rollup = rollups.find((candidate) => candidate.table === table);
  if (!rollup) throw new Error(`No rollup ${table}`);
  return rollup;
}

/** The rows whose `column` (a day, or a month's or year's first day) falls in the range. */
export const inDays = (range: DayRange, column: SQL) =>
  sql`${column} >= ${range.start}::date and ${column} < ${range.end}::date`;

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * A range as the months wholly inside it (null when none) and the days at its ends outside them (at most two
 * stretches, each shorter than a month).
 */
export function splitRange({ start, end }: DayRange): { months: DayRange | null; days: DayRange[] } {
  const monthStart = start.endsWith('-01') ? start : nextMonth(start);
  const monthEnd = firstOfMonth(end);
  if (monthStart >= monthEnd) return { months: null, days: [{ start, end }] };
  const days: DayRange[] = [];
  if (start < monthStart) days.push({ start, end: monthStart });
  if (monthEnd < end) days.push({ start: monthEnd, end });
  return { months: { start: monthStart, end: monthEnd }, days };
}

const isWholeYears = ({ start, end }: DayRange) => start.endsWith('-01-01') && end.endsWith('-01-01');

/**
 * The rows of a monthly volume rollup (its keys, then bls, packages and cbm) for any range of days: its own rows for
 * the range's whole months (the yearly rollup's when the range is whole years and one is given), and for the days at
 * the ends the daily rollup's rows when one is given (keyed as the monthly one, by `day` for `month`), else the items
 * grouped as the monthly rollup groups them (its definition's contribution). `narrow` is a condition on the items `i`
 * that the caller's filter of these rows implies (the handler, the consignee), so that an index serves the end days;
 * the caller still filters the rows.
 */
export function volumeRows(monthly: Rollup, range: DayRange, narrow: SQL, yearly?: Rollup, daily?: Rollup): SQL {
  const columns = (rollup: Rollup) => sql.raw([...rollup.keys, ...rollup.values].join(', '));
  if (yearly && isWholeYears(range))
    return sql`select ${columns(yearly)} from ${sql.raw(yearly.table)} where ${inDays(range, sql`year`)}`;
  const { months, days } = splitRange(range);
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`select ${columns(monthly)} from ${sql.raw(monthly.table)} where ${inDays(months, sql`month`)}`);
  const inEndDays = (column: SQL) =>
    sql.join(
      days.map((day) => sql`(${inDays(day, column)})`),
      sql` or `,
    );
  if (days.length > 0 && daily)
    parts.push(sql`select ${columns(daily)} from ${sql.raw(daily.table)} where ${inEndDays(sql`day`)}`);
  else if (days.length > 0)
    parts.push(
      sql`select ${columns(monthly)} from (${monthly.contribution(sql`(${inEndDays(sql`i.arrival_date`)}) and ${narrow}`)}) c`,
    );
  return sql.join(parts, sql` union all `);
}
