import { receivablePageSize } from '@portside/contracts/analytics';
import { trendYearsBack } from '@portside/contracts/reports';
import { lastYears } from '../../../lib/chart-rules';
import { useTerminalYear } from '../../../lib/time-zone';
import { pageFrom, useSearchParamsWriter } from '../../../lib/use-list-state';

/** The receivable table's three searches (spec 2.8): vessel or voyage, B/L number, consignee. */
export const receivableSearches = ['vessel', 'bl', 'consignee'] as const;
export type ReceivableSearch = (typeof receivableSearches)[number];
export type ReceivableSearches = Record<ReceivableSearch, string>;

/** A search as the server takes it: trimmed, at most 100 characters (contracts/analytics.ts). */
export const analyticsSearchFrom = (value: string | null) => value?.trim().slice(0, 100).trim() ?? '';

/**
 * The Paid and AR page in the URL (`?year=2026&vessel=coral&page=2`), so a link opens the same rows: the year among
 * the last 6 (spec 9, else this year), the searches, the receivable table's page. A new year or search starts again
 * at page 1; a search replaces the history entry (Back is not one step per letter), a year or a page pushes one.
 */
export function usePaidArFilters() {
  const [params, write] = useSearchParamsWriter();
  const thisYear = useTerminalYear();
  const years = lastYears(trendYearsBack, thisYear);
  const asked = Number(params.get('year'));
  const year = years.includes(asked) ? asked : thisYear;
  const searches = Object.fromEntries(
    receivableSearches.map((name) => [name, analyticsSearchFrom(params.get(name))]),
  ) as ReceivableSearches;
  const page = pageFrom(params.get('page'), receivablePageSize);
  return {
    years,
    year,
    setYear: (next: number) => write({ year: String(next), page: null }),
    searches,
    setSearch: (name: ReceivableSearch, value: string) => write({ [name]: value, page: null }, true),
    page,
    /** Another page; `replace` corrects a page past the last one in place. */
    setPage: (next: number, replace = false) => write({ page: next > 1 ? String(next) : null }, replace),
  };
}
