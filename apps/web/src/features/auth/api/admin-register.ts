import type { AdminRegisterRequest, TokenResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionRole } from '../../../lib/session.ts';
import { startSession } from './start-session.ts';

/**
 * POST /api/admin/register. Open on first run (no administrator yet); afterwards only a
 * signed-in administrator may call it, so their token goes along when there is one.
 */
export function adminRegister(body: AdminRegisterRequest, actingAdmin = sessionRole() === 'admin') {
  return apiFetch<TokenResponse>('/admin/register', { method: 'POST', body, auth: actingAdmin });
}

/**
 * On first run the new administrator is signed in with the returned token. An administrator
 * who creates a colleague stays signed in as themselves (`signedIn` tells the page which).
 */
export function useAdminRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminRegisterRequest) => {
      const actingAdmin = sessionRole() === 'admin';
      const answer = await adminRegister(body, actingAdmin);
      return { ...answer, signedIn: !actingAdmin };
    },
    onSuccess: ({ token, user, signedIn }) => {
      if (signedIn) startSession(queryClient, token, user.permissions);
    },
  });
}
