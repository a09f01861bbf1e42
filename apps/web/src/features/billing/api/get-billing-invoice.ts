import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingInvoiceKeys } from './keys';

export function getBillingInvoice(id: number, signal?: AbortSignal) {
  return apiRequest<BillingInvoiceDetail>(`/billing-invoices/${id}`, { signal });
}

/** An issued invoice never changes: read once per session. */
export function getBillingInvoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: billingInvoiceKeys.detail(id),
    queryFn: ({ signal }) => getBillingInvoice(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBillingInvoice(id: number) {
  return useQuery(getBillingInvoiceQueryOptions(id));
}
