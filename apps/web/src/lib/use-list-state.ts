import { useDebouncedCallback } from '@mantine/hooks';
import { maxId } from '@portside/contracts/bounds';
import { listSearchMaxLength } from '@portside/contracts/lists';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';
export type SortState<Key extends string> = { key: Key; order: SortOrder };

type ListOptions<Key extends string, Filter extends string> = {
  pageSize: number;
  /** The keys the user may sort by and the sort shown first; absent when the server keeps one order. */
  sort?: SortState<NoInfer<Key>> & { keys: readonly Key[] };
  /** The names of the list's other URL parameters (filters), read as text: the page validates their values. */
  filters?: readonly Filter[];
};

const orders: readonly string[] = ['asc', 'desc'] satisfies SortOrder[];
/** Typing in the search box writes the URL this long after the last key. */
const searchDelayMs = 300;

/** The page in the URL: a positive integer whose first row the server can be asked for, else 1. */
export function pageFrom(value: string | null, pageSize = 1): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return 1;
  const page = Number(value);
  return (page - 1) * pageSize <= maxId ? page : 1;
}

/** The search in the URL, trimmed and cut to what the server accepts (a longer one is refused with a 422). */
export const searchFrom = (value: string | null): string => value?.trim().slice(0, listSearchMaxLength).trim() ?? '';

/** The sort in the URL: a key the list offers and asc / desc, each else the list's default. */
export function sortFrom<Key extends string>(
  sort: string | null,
  order: string | null,
  defaults: SortState<Key> & { keys: readonly Key[] },
): SortState<Key> {
  return {
    key: defaults.keys.find((key) => key === sort) ?? defaults.key,
    order: order && orders.includes(order) ? (order as SortOrder) : defaults.order,
  };
}

/**
 * The URL's query string and a writer of some of its parameters (an empty value removes one, the others stay);
 * `replace` changes the current history entry instead of pushing one.
 */
export function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  // React Router hands a function update the parameters of the last render, so two writes before the next render
  // (two search boxes' debounced writes) would lose the first: each write starts from the one before it.
  const latest = useRef(params);
  latest.current = params;
  const write = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(latest.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    latest.current = next;
    setParams(next, { replace });
  };
  return [params, write] as const;
}

/**
 * The state of a list searched, sorted and paginated by the server, kept in the URL's query string (`q`, `sort`,
 * `order`, `page` and the list's filters) so that Back, a reload and a shared link show the same rows. Values equal
 * to the default are left out of the URL; values that make no sense there fall back to the default.
 *
 * Typing replaces the current history entry (written 300 ms after the last key), so Back is not one step per letter;
 * a page, a sort or a filter pushes a new entry, so Back returns to the previous one. A new search, sort or filter
 * starts again at page 1.
 */
export function useListState<const Key extends string = never, const Filter extends string = never>(
  options: ListOptions<Key, Filter>,
) {
  const [params, write] = useSearchParamsWriter();
  const q = searchFrom(params.get('q'));
  const [search, setSearchText] = useState(q);
  // The box follows the URL when its q changes to something else than what was typed (Back, a link), but not to what
  // the box wrote itself: on a slow device a key typed after the debounced write and before the URL changed would be
  // lost ("si" typed, "s" written, the box back to "s").
  const [previousQ, setPreviousQ] = useState(q);
  const [written, setWritten] = useState<string | null>(null);
  if (q !== previousQ) {
    setPreviousQ(q);
    if (q === written) setWritten(null);
    else if (q !== search.trim()) setSearchText(q);
  }

  const writeSearch = useDebouncedCallback((value: string) => {
    if (value === q) return;
    setWritten(value);
    write({ q: value, page: null }, true);
  }, searchDelayMs);

  const defaults = options.sort;
  const sort = defaults && sortFrom(params.get('sort'), params.get('order'), defaults);
  const page = pageFrom(params.get('page'), options.pageSize);
  const filters = Object.fromEntries((options.filters ?? []).map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >;

  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      writeSearch(value.trim());
    },
    sort,
    /** A click on a column header: that column ascending, or the other direction when it is already sorted. */
    toggleSort: (key: Key) => {
      if (!defaults || !sort) return;
      const next: SortState<Key> =
        sort.key === key ? { key, order: sort.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' };
      const isDefault = next.key === defaults.key && next.order === defaults.order;
      write({ sort: isDefault ? null : next.key, order: isDefault ? null : next.order, page: null });
    },
    page,
    /** Another page; `replace` corrects the URL's page in place (a shared link past the last page). */
    setPage: (next: number, replace = false) => write({ page: next > 1 ? String(next) : null }, replace),
    filters,
    /** Sets filters (an empty value removes one) and starts again at page 1. */
    setFilters: (changes: Partial<Record<Filter, string>>) =>
      write({ ...(changes as Record<string, string>), page: null }),
    pagesOf: (total: number) => Math.max(1, Math.ceil(total / options.pageSize)),
    query: {
      q: q || undefined,
      ...(sort && { sort: sort.key, order: sort.order }),
      limit: options.pageSize,
      offset: (page - 1) * options.pageSize,
    },
  };
}

export type ListState<Key extends string = string, Filter extends string = never> = ReturnType<
  typeof useListState<Key, Filter>
>;
