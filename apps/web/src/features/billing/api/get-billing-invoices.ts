import type { BillingInvoice, ListBillingInvoicesQuery } from '@portside/contracts/billing';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingInvoiceKeys } from './keys';

export type BillingInvoicesQuery = Partial<ListBillingInvoicesQuery>;

export function getBillingInvoices(query: BillingInvoicesQuery, signal?: AbortSignal) {
  return apiRequest<Page<BillingInvoice>>('/billing-invoices/', { query, signal });
}

export function getBillingInvoicesQueryOptions(query: BillingInvoicesQuery) {
  return queryOptions({
    queryKey: billingInvoiceKeys.list(query),
    queryFn: ({ signal }) => getBillingInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBillingInvoices(query: BillingInvoicesQuery) {
  return useQuery(getBillingInvoicesQueryOptions(query));
}
