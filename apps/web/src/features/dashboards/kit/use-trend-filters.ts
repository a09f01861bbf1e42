import { type TrendQuery, trendYearsBack } from '@portside/contracts/reports';
import { useSearchParams } from 'react-router';
import { lastYears } from '../../../lib/chart-rules';
import { useTimeZone } from '../../../lib/time-zone';
import { terminalDay } from '../../../lib/zoned-time';

export const trendPeriods = ['month', 'year'] as const;
export const trendCategories = ['both', 'arrastre', 'stevedoring'] as const;
export type TrendPeriod = (typeof trendPeriods)[number];
export type TrendCategory = (typeof trendCategories)[number];
export type TrendFilters = { period: TrendPeriod; year: number; month: number; category: TrendCategory };

/** The terminal's today as a local Date (lastYears reads its year). */
export function terminalToday(timeZone: string): Date {
  const [year, month, day] = terminalDay(new Date().toISOString(), timeZone).split('-').map(Number);
  return new Date(year ?? 2000, (month ?? 1) - 1, day ?? 1);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The trend calculator's controls in the URL (`?period=month&year=2026&month=11&category=both`), so a link opens the
 * same figures; a missing or unknown value falls back to this month of both categories. `years` are the last 6
 * (spec 9), newest first.
 */
export function useTrendFilters() {
  const [params, setParams] = useSearchParams();
  const today = terminalToday(useTimeZone());
  const years = lastYears(trendYearsBack, today);
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const filters: TrendFilters = {
    period: oneOf(trendPeriods, params.get('period')) ?? 'month',
    year: years.includes(year) ? year : today.getFullYear(),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : today.getMonth() + 1,
    category: oneOf(trendCategories, params.get('category')) ?? 'both',
  };
  const setFilters = (changes: Partial<TrendFilters>) => {
    const next = { ...filters, ...changes };
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('period', next.period);
      changed.set('year', String(next.year));
      if (next.period === 'month') changed.set('month', String(next.month));
      else changed.delete('month');
      changed.set('category', next.category);
      return changed;
    });
  };
  const query: TrendQuery = {
    query: filters.period === 'year' ? 'yearly' : 'monthly',
    year: filters.year,
    month: filters.period === 'month' ? filters.month : undefined,
    by: filters.category,
  };
  return { filters, setFilters, years, query };
}
