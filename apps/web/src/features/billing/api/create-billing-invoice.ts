import type { BillingInvoiceBody, BillingInvoiceDetail } from '@portside/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { vesselKeys } from '../../../lib/vessels/keys';
import { billingInvoiceKeys } from './keys';

export function createBillingInvoice(body: BillingInvoiceBody) {
  return apiRequest<BillingInvoiceDetail>('/billing-invoices/', { method: 'POST', body });
}

/** A new invoice changes the lists and the vessel's BLs (their invoice number). */
export function useCreateBillingInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBillingInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(billingInvoiceKeys.detail(invoice.id), invoice);
      return invalidate(queryClient, [billingInvoiceKeys.lists(), vesselKeys.all]);
    },
  });
}
