import type { Page } from '@portside/contracts/lists';
import type { ListOfficialReceiptsQuery, OfficialReceipt } from '@portside/contracts/official-receipts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officialReceiptKeys } from './keys';

type Query = Partial<ListOfficialReceiptsQuery>;

export function getOfficialReceipts(query: Query, signal?: AbortSignal) {
  return apiRequest<Page<OfficialReceipt>>('/official-receipts/', { query, signal });
}

export function useOfficialReceipts(query: Query) {
  return useQuery({
    queryKey: officialReceiptKeys.list(query),
    queryFn: ({ signal }) => getOfficialReceipts(query, signal),
    placeholderData: keepPreviousData,
  });
}
