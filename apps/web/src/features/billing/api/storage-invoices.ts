import type {
  BillingInvoiceDetail,
  StorageInvoiceBody,
  StoragePreview,
  VatTreatment,
} from '@portside/contracts/billing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { billingInvoiceKeys } from './keys';

export type StoragePreviewOf = {
  itemId: number;
  billingDate: string;
  storageTo: string;
  vatTreatment: VatTreatment;
  waivedDays: number;
  waivedAmount: string;
};

/** The storage invoice that billing the BL's days would issue (GET /billing-invoices/storage/preview), or the refusal. */
export function useStoragePreview(query: StoragePreviewOf | null) {
  return useQuery({
    queryKey: billingInvoiceKeys.preview({ storage: query ?? {} }),
    queryFn: ({ signal }) =>
      apiRequest<StoragePreview>('/billing-invoices/storage/preview', { query: query ?? undefined, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Bills a BL's storage (POST /billing-invoices/storage): the lists and previews change with it. */
export function useCreateStorageInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorageInvoiceBody) =>
      apiRequest<BillingInvoiceDetail>('/billing-invoices/storage', { method: 'POST', body }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(billingInvoiceKeys.detail(invoice.id), invoice);
      return invalidate(queryClient, [billingInvoiceKeys.all]);
    },
  });
}
