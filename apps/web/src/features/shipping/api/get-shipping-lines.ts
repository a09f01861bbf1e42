import type { Page } from '@portside/contracts/lists';
import type { ListShippingLinesQuery, ShippingLine } from '@portside/contracts/shipping-lines';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shippingLineKeys } from './keys';

export type ShippingLinesQuery = Partial<ListShippingLinesQuery>;

export function getShippingLines(query: ShippingLinesQuery, signal?: AbortSignal) {
  return apiRequest<Page<ShippingLine>>('/shipping-lines/', { query, signal });
}

export function getShippingLinesQueryOptions(query: ShippingLinesQuery) {
  return queryOptions({
    queryKey: shippingLineKeys.list(query),
    queryFn: ({ signal }) => getShippingLines(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShippingLines(query: ShippingLinesQuery) {
  return useQuery(getShippingLinesQueryOptions(query));
}

/** The line picker's options: the first lines by name whose name contains what was typed. */
export function useShippingLineOptions(q: string) {
  return useQuery({
    ...getShippingLinesQueryOptions({ q: q || undefined, sort: 'name', order: 'asc', limit: 20 }),
    select: (page) => page.data.map((line) => ({ value: String(line.slId), label: line.name })),
  });
}
