import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export type SortOrder = 'asc' | 'desc';
export type SortState<Key extends string> = { key: Key; order: SortOrder };

/**
 * The state of a list searched, sorted and paginated by the server: what the user typed (sent 300 ms after the last
 * key), the sort column and direction, and the page. A new search or sort starts again at page 1.
 */
export function useListState<Key extends string>(defaults: SortState<Key> & { pageSize: number }) {
  const [search, setSearchText] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSortState] = useState<SortState<Key>>({ key: defaults.key, order: defaults.order });
  const [page, setPage] = useState(1);

  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    sort,
    /** A click on a column header: that column ascending, or the other direction when it is already sorted. */
    toggleSort: (key: Key) => {
      setSortState((current) =>
        current.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' },
      );
      setPage(1);
    },
    page,
    setPage,
    pagesOf: (total: number) => Math.max(1, Math.ceil(total / defaults.pageSize)),
    query: {
      q: q || undefined,
      sort: sort.key,
      order: sort.order,
      limit: defaults.pageSize,
      offset: (page - 1) * defaults.pageSize,
    },
  };
}
