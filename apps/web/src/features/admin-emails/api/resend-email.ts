import type { ResendEmailResponse } from '@yatrika/contract/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/**
 * `POST /api/admin/emails/:id/resend`: send a failed message again, with its full number of tries;
 * 409 when it is no longer failed or a try already waits. Either way the outbox is read again.
 */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: string) => apiFetch<ResendEmailResponse>(`/admin/emails/${encodeURIComponent(emailId)}/resend`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
