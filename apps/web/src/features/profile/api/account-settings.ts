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
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionUserId, setToken } from '../../../lib/session.ts';
import { closedAccountState } from '../components/closed-account-state.ts';

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

/**
 * DELETE /api/user/account: the traveller lands on the closed-account page with what was cancelled
 * and refunded, where the session ends with the account.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiFetch<DeleteAccountResponse>('/user/account', { method: 'DELETE', body }),
    // The closed-account page ends the session once it shows: ended here, while the settings page
    // shows, the page's guard would send the traveller to log in, and back to these settings.
    onSuccess: (answer) => navigate(paths.accountClosed.href, { replace: true, state: closedAccountState({ answer, userId: sessionUserId() }) }),
  });
}
