import { operatorConsigneesResponseSchema } from '@portside/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { dashboardKeys } from '../../api/keys';
import { type OperatorPageQuery, operatorPath } from './operator-paths';

/** GET /analytics/competitors/{operator}/consignees: an operator's consignees over the range. */
export const getOperatorConsignees = (operator: string, query: OperatorPageQuery, signal?: AbortSignal) =>
  getChecked(`${operatorPath(operator)}/consignees`, operatorConsigneesResponseSchema, query, signal);

export const operatorConsigneesOptions = (operator: string, query: OperatorPageQuery) =>
  queryOptions({
    queryKey: dashboardKeys.report('operator-consignees', { operator, ...query }),
    queryFn: ({ signal }) => getOperatorConsignees(operator, query, signal),
  });

export const useOperatorConsignees = (
  operator: string,
  query: OperatorPageQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...operatorConsigneesOptions(operator, query), placeholderData: keepPreviousData, enabled });
