import { packagesByDescriptionResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';
import { type AnalyticsRange, type BlsParty, partyPath } from './operator-paths';

/** GET /analytics/competitors/{operator}/{consignees|shipping-agents}/{key}/packages-by-description: a party's packages with the operator by description. */
export const getPackagesByDescription = (
  operator: string,
  party: BlsParty,
  range: AnalyticsRange,
  signal?: AbortSignal,
) =>
  getChecked(
    `${partyPath(operator, party)}/packages-by-description`,
    packagesByDescriptionResponseSchema,
    range,
    signal,
  );

export const packagesByDescriptionOptions = (operator: string, party: BlsParty, range: AnalyticsRange) =>
  queryOptions({
    queryKey: dashboardKeys.report('operator-packages', { operator, ...party, ...range }),
    queryFn: ({ signal }) => getPackagesByDescription(operator, party, range, signal),
  });

export const usePackagesByDescription = (operator: string, party: BlsParty, range: AnalyticsRange) =>
  useQuery({ ...packagesByDescriptionOptions(operator, party, range), placeholderData: keepPreviousData });
