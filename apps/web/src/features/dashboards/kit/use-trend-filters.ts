import { type DashboardCategory, type TrendQuery, trendYearsBack } from '@portside/contracts/reports';
import { useSearchParams } from 'react-router';
import { lastYears } from '../../../lib/chart-rules';
import { useTerminalDay } from '../../../lib/time-zone';

export const trendPeriods = ['month', 'year'] as const;
/** The calculator's order (spec 2.8): both, arrastre, stevedoring. */
export const trendCategories: readonly DashboardCategory[] = ['both', 'arrastre', 'stevedoring'];
export type TrendPeriod = (typeof trendPeriods)[number];
export type TrendFilters = { period: TrendPeriod; year: number; month: number; category: DashboardCategory };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The trend calculator's controls in the URL (`?period=month&year=2026&month=11&category=both`), so a link opens the
 * same figures; a missing or unknown value falls back to this month of both categories. `years` are the last 6
 * (spec 9), newest first.
 */
export function useTrendFilters() {
  const [params, setParams] = useSearchParams();
  const [thisYear, thisMonth] = useTerminalDay().split('-').map(Number) as [number, number];
  const years = lastYears(trendYearsBack, thisYear);
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const filters: TrendFilters = {
    period: oneOf(trendPeriods, params.get('period')) ?? 'month',
    year: years.includes(year) ? year : thisYear,
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : thisMonth,
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
