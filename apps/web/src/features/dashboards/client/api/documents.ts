import { billingInvoiceDetailSchema } from '@portside/contracts/billing';
import { officialReceiptDetailSchema } from '@portside/contracts/official-receipts';
import { useQuery } from '@tanstack/react-query';
import { getChecked } from '../../../../lib/api-client';
import { clientPortalKeys } from './keys';

/**
 * The client's invoice and official receipt as finance reads them (the same answers, for the same printed pages),
 * only when they are the company's (404 otherwise). An issued document never changes: read once per session.
 */
export function useClientInvoice(id: number) {
  const path = `/client/invoices/${id}`;
  return useQuery({
    queryKey: clientPortalKeys.call(path),
    queryFn: ({ signal }) => getChecked(path, billingInvoiceDetailSchema, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClientReceipt(id: number) {
  const path = `/client/receipts/${id}`;
  return useQuery({
    queryKey: clientPortalKeys.call(path),
    queryFn: ({ signal }) => getChecked(path, officialReceiptDetailSchema, {}, signal),
  });
}
