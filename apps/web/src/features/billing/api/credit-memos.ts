import type {
  CreditMemo,
  CreditMemoBody,
  CreditMemoDetail,
  ListCreditMemosQuery,
} from '@portside/contracts/credit-memos';
import type { Page } from '@portside/contracts/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { dashboardKeys } from '../../dashboards/api/keys';
import { billingInvoiceKeys, creditMemoKeys } from './keys';

type Query = Partial<ListCreditMemosQuery>;

export function useCreditMemos(query: Query) {
  return useQuery({
    queryKey: creditMemoKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Page<CreditMemo>>('/credit-memos/', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditMemo(id: number) {
  return useQuery({
    queryKey: creditMemoKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<CreditMemoDetail>(`/credit-memos/${id}`, { signal }),
  });
}

/**
 * POST /credit-memos. The memo's page has it at once; the memo list, the invoice's page (its memos and what remains)
 * and the dashboards' revenue load again.
 */
export function useIssueCreditMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditMemoBody) => apiRequest<CreditMemoDetail>('/credit-memos/', { method: 'POST', body }),
    onSuccess: (memo) => {
      queryClient.setQueryData(creditMemoKeys.detail(memo.id), memo);
      return invalidate(queryClient, [creditMemoKeys.all, billingInvoiceKeys.all, dashboardKeys.reports()]);
    },
  });
}
