import type { RegisterRequest, TokenResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { startSession } from './start-session.ts';

/** POST /api/user/register: a new traveller account, signed in at once. */
export function signUp(body: RegisterRequest) {
  return apiFetch<TokenResponse>('/user/register', { method: 'POST', body, auth: false });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: ({ token }) => startSession(queryClient, token) });
}
