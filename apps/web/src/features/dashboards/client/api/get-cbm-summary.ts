import { cbmSummarySchema } from '@portside/contracts/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/** GET /client/cbm-summary/{year}: the company's CBM by month of billing, paid and receivable. */
export const getCbmSummary = (year: number, signal?: AbortSignal) =>
  getChecked(`/client/cbm-summary/${year}`, cbmSummarySchema, {}, signal);

export const cbmSummaryOptions = (year: number) =>
  queryOptions({
    queryKey: clientPortalKeys.call('cbm-summary', { year }),
    queryFn: ({ signal }) => getCbmSummary(year, signal),
  });

export const useCbmSummary = (year: number) =>
  useQuery({ ...cbmSummaryOptions(year), placeholderData: keepPreviousData });
