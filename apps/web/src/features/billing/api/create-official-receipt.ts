import type { OfficialReceiptBody, OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { billingInvoiceKeys, officialReceiptKeys } from './keys';

export function createOfficialReceipt(body: OfficialReceiptBody) {
  return apiRequest<OfficialReceiptDetail>('/official-receipts/', { method: 'POST', body });
}

/** A receipt pays its invoices: the invoice lists (their OR column, the picker of unpaid ones) load again too. */
export function useCreateOfficialReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfficialReceipt,
    onSuccess: () => invalidate(queryClient, [officialReceiptKeys.all, billingInvoiceKeys.all]),
  });
}
