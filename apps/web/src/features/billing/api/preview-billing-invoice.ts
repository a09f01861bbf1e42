import type { InvoicePreview, VatTreatment } from '@portside/contracts/billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingInvoiceKeys } from './keys';

export type PreviewOf = { itemId: number; billingDate: string; vatTreatment: VatTreatment };

/** What billing the BL on the date would issue (GET /billing-invoices/preview), or the server's refusal. */
export function previewBillingInvoice(query: PreviewOf, signal?: AbortSignal) {
  return apiRequest<InvoicePreview>('/billing-invoices/preview', { query, signal });
}

/** The preview of the invoice being made; nothing is asked until a BL and a whole date are chosen. */
export function useInvoicePreview(query: PreviewOf | null) {
  return useQuery({
    queryKey: billingInvoiceKeys.preview(query ?? {}),
    queryFn: ({ signal }) => previewBillingInvoice(query as PreviewOf, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
