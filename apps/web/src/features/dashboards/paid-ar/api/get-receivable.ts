import { type ReceivableQuery, receivableResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

type Query = Omit<ReceivableQuery, 'month'>;

/**
 * GET /analytics/items/receivable: the year's unpaid BLs, searched and a page at a time. An empty search is left out
 * of the query (the server would read it as a search for everything anyway).
 */
export const getReceivable = ({ year, vessel, bl, consignee, page, pageSize }: Query, signal?: AbortSignal) =>
  getChecked(
    '/analytics/items/receivable',
    receivableResponseSchema,
    { year, vessel: vessel || undefined, bl: bl || undefined, consignee: consignee || undefined, page, pageSize },
    signal,
  );

export const receivableOptions = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.report('receivable', query),
    queryFn: ({ signal }) => getReceivable(query, signal),
  });

export const useReceivable = (query: Query) =>
  useQuery({ ...receivableOptions(query), placeholderData: keepPreviousData });
