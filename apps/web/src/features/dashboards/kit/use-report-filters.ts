import {
  type DashboardCategory,
  dashboardCategories,
  type ReportPeriodQuery,
  reportMaxYears,
  reportPeriodQuerySchema,
  reportYearsBack,
} from '@portside/contracts/reports';
import { useSearchParams } from 'react-router';
import { lastYears } from '../../../lib/chart-rules';
import { useTerminalYear } from '../../../lib/time-zone';

/** What the filter bar shows: `month` (YYYY-MM) overrides the years when set. */
export type ReportFilters = { category: DashboardCategory; month: string | null; fromYear: number; toYear: number };

/**
 * The years the selectors offer: next year (the revenue page opens on this year to next year, spec 2.8) and the last
 * 10 years (spec 9), newest first.
 */
export const reportYearOptions = (thisYear: number) => [thisYear + 1, ...lastYears(reportYearsBack, thisYear)];

/**
 * The filters in the URL's query string (`category`, `month`, `fromYear`, `toYear`), each else its default: the
 * years from this year to `yearsAhead` years later (spec 2.8: the revenue page 1, the overview 0). A link whose
 * values the reports would refuse (a reversed or too long range, a bad month) opens on the defaults.
 */
export function filtersFrom(params: URLSearchParams, yearsAhead: number, thisYear: number): ReportFilters {
  const defaults: ReportFilters = { category: 'both', month: null, fromYear: thisYear, toYear: thisYear + yearsAhead };
  const category = dashboardCategories.find((value) => value === params.get('category')) ?? 'both';
  const parsed = reportPeriodQuerySchema.safeParse({
    fromYear: params.get('fromYear') ?? defaults.fromYear,
    toYear: params.get('toYear') ?? defaults.toYear,
    month: params.get('month') ?? undefined,
  });
  if (!parsed.success) return { ...defaults, category };
  const { fromYear = defaults.fromYear, toYear = defaults.toYear, month = null } = parsed.data;
  return { category, month, fromYear, toYear };
}

/**
 * A change of one end of the range keeps it valid by moving the other end: a from-year after the to-year brings the
 * to-year along (spec 5: an end before the start is set to the start), and so does a range past 10 years.
 */
export function withChanges(filters: ReportFilters, changes: Partial<ReportFilters>): ReportFilters {
  const next = { ...filters, ...changes };
  if (changes.fromYear !== undefined) {
    next.toYear = Math.min(Math.max(next.toYear, next.fromYear), next.fromYear + reportMaxYears - 1);
  } else if (changes.toYear !== undefined) {
    next.fromYear = Math.max(Math.min(next.fromYear, next.toYear), next.toYear - reportMaxYears + 1);
  }
  return next;
}

/** The query of the report calls (contracts' reportPeriodQuerySchema): the month, else the years; no category for all. */
export function reportQueryOf({ category, month, fromYear, toYear }: ReportFilters): ReportPeriodQuery {
  return {
    ...(month ? { month } : { fromYear, toYear }),
    ...(category !== 'both' && { category }),
  };
}

/** The report filter bar's state, kept in the URL so that a reload, Back or a shared link shows the same figures. */
export function useReportFilters({ yearsAhead = 0 }: { yearsAhead?: number } = {}) {
  const [params, setParams] = useSearchParams();
  const thisYear = useTerminalYear();
  const filters = filtersFrom(params, yearsAhead, thisYear);
  const defaults = filtersFrom(new URLSearchParams(), yearsAhead, thisYear);
  const setFilters = (changes: Partial<ReportFilters>) => {
    const next = withChanges(filters, changes);
    setParams((current) => {
      const written = new URLSearchParams(current);
      for (const name of ['category', 'month', 'fromYear', 'toYear'] as const) {
        const value = next[name];
        if (value === null || value === defaults[name]) written.delete(name);
        else written.set(name, String(value));
      }
      return written;
    });
  };
  return { filters, setFilters, query: reportQueryOf(filters) };
}

export type ReportFiltersState = ReturnType<typeof useReportFilters>;
