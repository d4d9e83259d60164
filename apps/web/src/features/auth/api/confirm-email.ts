import type { ConfirmEmailResponse } from '@yatrika/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

/** POST /api/user/email/confirm: the account takes the address the link was sent to. */
export function confirmEmail(token: string) {
  return apiFetch<ConfirmEmailResponse>('/user/email/confirm', { method: 'POST', body: { token }, auth: false });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  // A signed-in profile shows the new address next time it is read.
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }) });
}
