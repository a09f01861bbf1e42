import type { CertificateBody, OfficialReceiptDetail, WithholdingDefault } from '@portside/contracts/official-receipts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officialReceiptKeys } from './keys';

/** The creditable withholding rate the receipt form proposes (the settings', 2% by default), in percent. */
export function useWithholdingDefault() {
  return useQuery({
    queryKey: officialReceiptKeys.withholding(),
    queryFn: ({ signal }) => apiRequest<WithholdingDefault>('/official-receipts/withholding', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Records the 2307 of an invoice whose tax withheld was pending; the receipt's page shows it at once. */
export function useRecordCertificate(receiptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateBody) =>
      apiRequest<OfficialReceiptDetail>(`/official-receipts/${receiptId}/certificates`, { method: 'POST', body }),
    onSuccess: (receipt) => {
      queryClient.setQueryData(officialReceiptKeys.detail(receipt.id), receipt);
      return queryClient.invalidateQueries({ queryKey: officialReceiptKeys.lists() });
    },
  });
}
