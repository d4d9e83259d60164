import type { ForgotPasswordRequest } from '@yatrika/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/user/password/forgot: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return apiFetch<{ message: string }>('/user/password/forgot', { method: 'POST', body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
