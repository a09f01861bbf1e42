import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingInvoiceKeys } from './keys';

export function getBillingInvoice(id: number, signal?: AbortSignal) {
  return apiRequest<BillingInvoiceDetail>(`/billing-invoices/${id}`, { signal });
}

/** An issued invoice changes only when it is cancelled (or paid): read again like any page. */
export function getBillingInvoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: billingInvoiceKeys.detail(id),
    queryFn: ({ signal }) => getBillingInvoice(id, signal),
  });
}

export function useBillingInvoice(id: number) {
  return useQuery(getBillingInvoiceQueryOptions(id));
}
