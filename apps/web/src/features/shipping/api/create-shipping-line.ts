import type { ShippingLine, ShippingLineBody } from '@portside/contracts/shipping-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shippingLineKeys } from './keys';

/** Posts to the API base like every other call (the spec's local-address defect is fixed). */
export function createShippingLine(body: ShippingLineBody) {
  return apiRequest<ShippingLine>('/shipping-lines/', { method: 'POST', body });
}

export function useCreateShippingLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingLineKeys.all }),
  });
}
