import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officialReceiptKeys } from './keys';

export function getOfficialReceipt(id: number, signal?: AbortSignal) {
  return apiRequest<OfficialReceiptDetail>(`/official-receipts/${id}`, { signal });
}

/** One receipt with everything its printed page shows. */
export function useOfficialReceipt(id: number) {
  return useQuery({
    queryKey: officialReceiptKeys.detail(id),
    queryFn: ({ signal }) => getOfficialReceipt(id, signal),
  });
}
