import type { UnpaidInvoice, UnpaidInvoicesQuery } from '@portside/contracts/billing';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingInvoiceKeys } from './keys';

export function getUnpaidInvoices(query: Partial<UnpaidInvoicesQuery>, signal?: AbortSignal) {
  return apiRequest<Page<UnpaidInvoice>>('/billing-invoices/no-or/', { query, signal });
}

/** The receipt form's search: invoices without a receipt whose number contains what was typed. */
export function useUnpaidInvoices(q: string) {
  return useQuery({
    queryKey: billingInvoiceKeys.picker('no-or', q),
    queryFn: ({ signal }) => getUnpaidInvoices({ q: q || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}
