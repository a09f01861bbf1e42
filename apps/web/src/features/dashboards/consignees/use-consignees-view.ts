import { consigneeOverviewStep } from '@portside/contracts/analytics';
import { consigneeKeySchema, type DashboardCategory, dashboardCategories } from '@portside/contracts/reports';
import { type SortOrder, useSearchParamsWriter } from '../../../lib/use-list-state';
import { useDayRange } from '../kit/day-range';
import { analyticsSearchFrom } from '../kit/use-paid-ar-filters';

export const consigneeSorts = ['volume', 'packages', 'name'] as const;
export type ConsigneeSort = (typeof consigneeSorts)[number];
/** The list's first order: the largest volume first. */
const defaultSort = { key: 'volume', order: 'desc' } as const;
/** Load more shows at most this many (the server's limit of a list). */
const largestLimit = 5_000;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The consignees overview in the URL, so Back, a reload and a link show the same level (docs/domain.md "Dashboards
 * II"): the period (from, to), the category (by), the list's search (q), sort and order, how many rows it shows
 * (limit, 20 growing by 20), and the level: a consignee (its key) opens its competitors, an operator then its BLs.
 * A new category, search or sort starts the list again at 20 rows.
 */
export function useConsigneesView() {
  const [params, write] = useSearchParamsWriter();
  const { range, setRange, query: period } = useDayRange();
  const by: DashboardCategory = oneOf(dashboardCategories, params.get('by')) ?? 'both';
  const search = analyticsSearchFrom(params.get('q'));
  const sortKey = oneOf(consigneeSorts, params.get('sort')) ?? defaultSort.key;
  const order: SortOrder = oneOf(['asc', 'desc'] as const, params.get('order')) ?? defaultSort.order;
  const asked = Number(params.get('limit'));
  const limit =
    Number.isInteger(asked) && asked > consigneeOverviewStep && asked <= largestLimit
      ? Math.ceil(asked / consigneeOverviewStep) * consigneeOverviewStep
      : consigneeOverviewStep;
  const consignee = consigneeKeySchema.safeParse(params.get('consignee')).success ? params.get('consignee') : null;
  const operator = consignee ? params.get('operator') : null;
  const sort = { key: sortKey, order };
  const up = new URLSearchParams(params);
  for (const name of operator ? ['operator'] : ['consignee', 'operator']) up.delete(name);
  return {
    range,
    setRange,
    by,
    setBy: (next: DashboardCategory) => write({ by: next === 'both' ? null : next, limit: null }),
    search,
    setSearch: (next: string) => write({ q: next, limit: null }, true),
    sort,
    /** A header: that column (names A to Z first, figures largest first), or the other way when it is sorted. */
    toggleSort: (key: string) => {
      const column = oneOf(consigneeSorts, key) ?? defaultSort.key;
      const next =
        column === sort.key
          ? { key: column, order: sort.order === 'asc' ? 'desc' : 'asc' }
          : { key: column, order: column === 'name' ? 'asc' : 'desc' };
      const isDefault = next.key === defaultSort.key && next.order === defaultSort.order;
      write({ sort: isDefault ? null : next.key, order: isDefault ? null : next.order, limit: null });
    },
    limit,
    loadMore: () => write({ limit: String(limit + consigneeOverviewStep) }, true),
    consignee,
    openConsignee: (key: string) => write({ consignee: key, operator: null }),
    operator,
    openOperator: (name: string) => write({ operator: name }),
    /** One level up (from the BLs to the competitors, from the competitors to the list): its URL, and the move. */
    backSearch: `?${up.toString()}`,
    back: () => write(operator ? { operator: null } : { consignee: null }),
    period,
    listQuery: { ...period, by, limit, search: search || undefined, sort: sort.key, order: sort.order },
  };
}
