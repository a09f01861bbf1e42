import { competitorYearsBack } from '@portside/contracts/analytics';
import { type DashboardCategory, dashboardCategories } from '@portside/contracts/reports';
import { useSearchParams } from 'react-router';
import { lastYears } from '../../../lib/chart-rules';
import { useTerminalYear } from '../../../lib/time-zone';

export type ChartType = 'bar' | 'line';
/** What the competitor dashboard shows (spec 2.8): months are 1 to 12, `fromMonth` never after `toMonth`. */
export type CompetitorFilters = {
  category: DashboardCategory;
  year: number;
  chart: ChartType;
  fromMonth: number;
  toMonth: number;
};

const chartTypes: readonly ChartType[] = ['bar', 'line'];
const monthOf = (value: string | null) => (value && /^([1-9]|1[0-2])$/.test(value) ? Number(value) : null);

/** The filters in the URL, each else its default (both, this year, bars, January to December). */
export function competitorFiltersFrom(params: URLSearchParams, thisYear: number): CompetitorFilters {
  const years = lastYears(competitorYearsBack, thisYear);
  const year = years.find((option) => String(option) === params.get('year')) ?? thisYear;
  const fromMonth = monthOf(params.get('fromMonth')) ?? 1;
  const toMonth = monthOf(params.get('toMonth')) ?? 12;
  return {
    category: dashboardCategories.find((category) => category === params.get('category')) ?? 'both',
    year,
    chart: chartTypes.find((chart) => chart === params.get('chart')) ?? 'bar',
    ...(fromMonth <= toMonth ? { fromMonth, toMonth } : { fromMonth: 1, toMonth: 12 }),
  };
}

const pad = (month: number) => String(month).padStart(2, '0');

/** The slider's months of the year as an analytics period: from the first month's 1st to the day after the last's. */
export const monthsRange = ({ year, fromMonth, toMonth }: CompetitorFilters) => ({
  start: `${year}-${pad(fromMonth)}-01`,
  end: toMonth === 12 ? `${year + 1}-01-01` : `${year}-${pad(toMonth + 1)}-01`,
});

/**
 * The dashboard's controls in the URL (left out at their defaults), so a reload, Back or a shared link shows the same
 * view. A changed control pushes a history entry; the drill-down's own parameters stay as they are.
 */
export function useCompetitorFilters() {
  const [params, setParams] = useSearchParams();
  const thisYear = useTerminalYear();
  const filters = competitorFiltersFrom(params, thisYear);
  const defaults = competitorFiltersFrom(new URLSearchParams(), thisYear);
  const setFilters = (changes: Partial<CompetitorFilters>) => {
    const next = { ...filters, ...changes };
    setParams((current) => {
      const written = new URLSearchParams(current);
      for (const name of ['category', 'year', 'chart', 'fromMonth', 'toMonth'] as const) {
        if (next[name] === defaults[name]) written.delete(name);
        else written.set(name, String(next[name]));
      }
      return written;
    });
  };
  return { filters, setFilters };
}
