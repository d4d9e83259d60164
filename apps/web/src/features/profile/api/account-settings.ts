import { saveFile } from '../../../lib/save-file.ts';
import type {
  AccountClosing,
  AccountExport,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  DeleteAccountResponse,
  PasswordChangedResponse,
} from '@yatrika/contract/account';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { clearToken, setToken } from '../../../lib/session.ts';

/** PUT /api/user/password: every other session ends; this one goes on with the token answered. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiFetch<PasswordChangedResponse>('/user/password', { method: 'PUT', body }),
    // The old token ended with the others (its session version is stale): keep the new one.
    onSuccess: ({ token }) => setToken(token),
  });
}

/** POST /api/user/email: a confirmation link goes to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (body: ChangeEmailRequest) => apiFetch<{ message: string }>('/user/email', { method: 'POST', body }) });
}

/** GET /api/user/account/export, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<AccountExport>('/user/account/export');
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), 'yatrika-my-data.json');
}

/** What deleting the account now would cancel and refund; true for this moment only. */
export const accountClosingQuery = queryOptions({
  queryKey: ['account', 'closing'],
  queryFn: () => apiFetch<AccountClosing>('/user/account/closing'),
  staleTime: 0,
});

/** DELETE /api/user/account: the session ends with the account, and nothing of it stays in memory. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiFetch<DeleteAccountResponse>('/user/account', { method: 'DELETE', body }),
    onSuccess: () => {
      clearToken();
      queryClient.removeQueries();
    },
  });
}
