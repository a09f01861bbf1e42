import { clientSummarySchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/summary: the company's year in figures. */
export const getClientSummary = (year: number, signal?: AbortSignal) =>
  getChecked('/client/summary', clientSummarySchema, { year }, signal);

export const clientSummaryOptions = (year: number) =>
  queryOptions({
    queryKey: clientPortalKeys.call('summary', { year }),
    queryFn: ({ signal }) => getClientSummary(year, signal),
  });

export const useClientSummary = (year: number) =>
  useQuery({ ...clientSummaryOptions(year), placeholderData: keepPreviousData });
