import { consigneeCompetitorsResponseSchema } from '@portside/contracts/analytics';
import type { DashboardCategory } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

/** GET /analytics/consignees/{key}/competitors: one consignee's CBM with each operator. */
export const getConsigneeCompetitors = (
  consigneeKey: string,
  query: { start: string; end: string; by: DashboardCategory },
  signal?: AbortSignal,
) =>
  getChecked(
    `/analytics/consignees/${encodeURIComponent(consigneeKey)}/competitors`,
    consigneeCompetitorsResponseSchema,
    query,
    signal,
  );

export const consigneeCompetitorsOptions = (
  consigneeKey: string,
  query: { start: string; end: string; by: DashboardCategory },
) =>
  queryOptions({
    queryKey: dashboardKeys.report('consignee-competitors', { consigneeKey, ...query }),
    queryFn: ({ signal }) => getConsigneeCompetitors(consigneeKey, query, signal),
  });

export const useConsigneeCompetitors = (
  consigneeKey: string,
  query: { start: string; end: string; by: DashboardCategory },
) => useQuery({ ...consigneeCompetitorsOptions(consigneeKey, query), placeholderData: keepPreviousData });
