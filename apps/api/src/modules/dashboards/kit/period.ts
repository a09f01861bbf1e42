import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { ReportPeriodQuery } from '@portside/contracts/reports';
import type { Db } from '../../../db/client';
import { terminalToday } from '../../settings/service';

/** The days of a report, first day included, `end` excluded (YYYY-MM-DD): a month, or whole years. */
export type Period =
  | { kind: 'month'; year: number; month: number; start: string; end: string }
  | { kind: 'years'; fromYear: number; toYear: number; start: string; end: string };

/** What a report counts (docs/domain.md "Dashboards"): a period and the categories it adds (both when none is chosen). */
export type ReportFilter = { period: Period; categories: readonly CargoHandlerType[] };

const pad = (value: number) => String(value).padStart(2, '0');

export function monthPeriod(year: number, month: number): Period {
  const next = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
  return { kind: 'month', year, month, start: `${year}-${pad(month)}-01`, end: `${next}-01` };
}

export const yearsPeriod = (fromYear: number, toYear: number): Period => ({
  kind: 'years',
  fromYear,
  toYear,
  start: `${fromYear}-01-01`,
  end: `${toYear + 1}-01-01`,
});

/** The calendar years a period covers, in order. */
export function yearsOf(period: Period): number[] {
  if (period.kind === 'month') return [period.year];
  return Array.from({ length: period.toYear - period.fromYear + 1 }, (_, index) => period.fromYear + index);
}

/** This year on the terminal's calendar (the settings' time zone). */
export const thisYear = async (db: Db) => Number((await terminalToday(db)).slice(0, 4));

/**
 * The filter of a report's query: the month when given, else from-year to to-year (each defaulting to `year`, else to
 * the other, else to this year, read from the terminal's clock only then).
 */
export async function reportFilter(db: Db, query: ReportPeriodQuery): Promise<ReportFilter> {
  const categories = query.category && query.category !== 'both' ? [query.category] : cargoHandlerTypes;
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    return { period: monthPeriod(year, month), categories };
  }
  const fromYear = query.fromYear ?? query.year ?? query.toYear ?? (await thisYear(db));
  const toYear = query.toYear ?? query.year ?? query.fromYear ?? fromYear;
  return { period: yearsPeriod(fromYear, toYear), categories };
}
