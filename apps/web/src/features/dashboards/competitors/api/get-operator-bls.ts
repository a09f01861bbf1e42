import { blsResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';
import { type AnalyticsRange, type BlsParty, partyPath } from './operator-paths';

/** GET /analytics/competitors/{operator}/{consignees|shipping-agents}/{key}/bls: a party's BLs with the operator, a page after a cursor. */
export const getOperatorBls = (
  operator: string,
  party: BlsParty,
  query: AnalyticsRange & { limit: number; cursor?: string },
  signal?: AbortSignal,
) => getChecked(`${partyPath(operator, party)}/bls`, blsResponseSchema, query, signal);

export const operatorBlsOptions = (
  operator: string,
  party: BlsParty,
  query: AnalyticsRange & { limit: number; cursor?: string },
) =>
  queryOptions({
    queryKey: dashboardKeys.report('operator-bls', { operator, ...party, ...query }),
    queryFn: ({ signal }) => getOperatorBls(operator, party, query, signal),
  });

export const useOperatorBls = (
  operator: string,
  party: BlsParty,
  query: AnalyticsRange & { limit: number; cursor?: string },
) => useQuery({ ...operatorBlsOptions(operator, party, query), placeholderData: keepPreviousData });
