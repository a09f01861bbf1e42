import { consigneeItemsResponseSchema, type ReportPeriodQuery } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';

type Page = { limit: number; offset: number };

/** GET /reports/consignees/{key}/items: one consignee's BLs of the period, a page at a time (arrastre). */
export const getConsigneeItems = (consigneeKey: string, query: ReportPeriodQuery, page: Page, signal?: AbortSignal) =>
  getChecked(
    `/reports/consignees/${encodeURIComponent(consigneeKey)}/items`,
    consigneeItemsResponseSchema,
    { ...query, category: 'arrastre', ...page },
    signal,
  );

export const consigneeItemsOptions = (consigneeKey: string, query: ReportPeriodQuery, page: Page) =>
  queryOptions({
    queryKey: dashboardKeys.report('consignee-items', { consigneeKey, ...query, ...page }),
    queryFn: ({ signal }) => getConsigneeItems(consigneeKey, query, page, signal),
  });

export const useConsigneeItems = (consigneeKey: string, query: ReportPeriodQuery, page: Page) =>
  useQuery({ ...consigneeItemsOptions(consigneeKey, query, page), placeholderData: keepPreviousData });
