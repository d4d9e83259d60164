import type { AdminLoginRequest, TokenResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { rememberStaffAccess } from '../../../lib/staff-access.ts';
import { startSession } from './start-session.ts';

/**
 * POST /api/admin/login: an administrator signs in; an account with two-step sign-in also sends
 * a code, a recovery code or a remembered device's token (a 401 with `twoStepRequired` asks for one).
 */
export function adminLogIn(body: AdminLoginRequest) {
  return apiFetch<TokenResponse>('/admin/login', { method: 'POST', body, auth: false });
}

export function useAdminLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogIn,
    onSuccess: ({ token, user }) => {
      startSession(queryClient, token);
      rememberStaffAccess(user);
    },
  });
}
