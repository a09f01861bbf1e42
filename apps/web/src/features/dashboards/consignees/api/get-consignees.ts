import { consigneesResponseSchema } from '@portside/contracts/analytics';
import type { DashboardCategory } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** The list's query (contracts consigneesQuerySchema): `limit` rows sorted by the server. */
export type ConsigneesListQuery = {
  start: string;
  end: string;
  by: DashboardCategory;
  limit: number;
  search?: string;
  sort: 'volume' | 'packages' | 'name';
  order: 'asc' | 'desc';
};

/** GET /analytics/consignees/: the consignees of the period, sorted and limited by the server. */
export const getConsignees = (query: ConsigneesListQuery, signal?: AbortSignal) =>
  getChecked('/analytics/consignees/', consigneesResponseSchema, query, signal);

export const consigneesOptions = (query: ConsigneesListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('consignees', query),
    queryFn: ({ signal }) => getConsignees(query, signal),
  });

export const useConsignees = (query: ConsigneesListQuery) =>
  useQuery({ ...consigneesOptions(query), placeholderData: keepPreviousData });
