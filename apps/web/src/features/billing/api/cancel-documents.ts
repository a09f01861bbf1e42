import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import type { CancelBody } from '@portside/contracts/cancellations';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { vesselKeys } from '../../../lib/vessels/keys';
import { dashboardKeys } from '../../dashboards/api/keys';
import { billingInvoiceKeys, officialReceiptKeys } from './keys';

/**
 * POST /{path}/{id}/cancel with a reason. The document's page shows it cancelled at once; its lists, the receipt
 * form's picker of unpaid invoices, the billing page's BLs (billable again) and the dashboards' figures load again.
 */
function useCancel<Detail extends { id: number }>(path: string, detailKey: (id: number) => readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelBody }) =>
      apiRequest<Detail>(`${path}/${id}/cancel`, { method: 'POST', body }),
    onSuccess: (document) => {
      queryClient.setQueryData(detailKey(document.id), document);
      return invalidate(queryClient, [
        billingInvoiceKeys.all,
        officialReceiptKeys.all,
        vesselKeys.all,
        dashboardKeys.reports(),
      ]);
    },
  });
}

export const useCancelBillingInvoice = () =>
  useCancel<BillingInvoiceDetail>('/billing-invoices', billingInvoiceKeys.detail);

export const useCancelOfficialReceipt = () =>
  useCancel<OfficialReceiptDetail>('/official-receipts', officialReceiptKeys.detail);
