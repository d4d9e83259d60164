import type { LoginRequest, TokenResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { startSession } from './start-session.ts';

/** POST /api/user/login: a traveller signs in. */
export function logIn(body: LoginRequest) {
  return apiFetch<TokenResponse>('/user/login', { method: 'POST', body, auth: false });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logIn, onSuccess: ({ token }) => startSession(queryClient, token) });
}
