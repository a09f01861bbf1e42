import { descriptionSummaryResponseSchema, type ReportPeriodQuery } from '@portside/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { topContributors } from '../../../../lib/slices';
import { dashboardKeys } from '../../api/keys';

/** GET /reports/description-summary: the top 5 descriptions of goods and what the others hold together. */
export const getDescriptionSummary = (query: ReportPeriodQuery, signal?: AbortSignal) =>
  getChecked(
    '/reports/description-summary',
    descriptionSummaryResponseSchema,
    { ...query, limit: topContributors },
    signal,
  );

export const descriptionSummaryOptions = (query: ReportPeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('description-summary', query),
    queryFn: ({ signal }) => getDescriptionSummary(query, signal),
  });

export const useDescriptionSummary = (query: ReportPeriodQuery) =>
  useQuery({ ...descriptionSummaryOptions(query), placeholderData: keepPreviousData });
