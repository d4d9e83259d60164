import type { ResetPasswordRequest } from '@yatrika/contract/account';
import type { TokenResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { startSession } from './start-session.ts';

/** POST /api/user/password/reset: sets the new password and answers a session for this browser. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiFetch<TokenResponse>('/user/password/reset', { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: ({ token }) => startSession(queryClient, token) });
}
