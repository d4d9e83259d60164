import type { LoginRequest, TokenResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { startSession } from './start-session.ts';

/** POST /api/admin/login: an administrator signs in. */
export function adminLogIn(body: LoginRequest) {
  return apiFetch<TokenResponse>('/admin/login', { method: 'POST', body, auth: false });
}

export function useAdminLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminLogIn, onSuccess: ({ token, user }) => startSession(queryClient, token, user.permissions) });
}
