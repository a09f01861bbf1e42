import type { ChangePasswordBody } from '@portside/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ detail: string }>('/users/users/me/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
