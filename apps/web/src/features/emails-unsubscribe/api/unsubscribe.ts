import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `POST /api/emails/unsubscribe` with `{ token }`: stops trip reminders and review requests for
 * the account the signed token names, without signing in; 400 (emailMessages.badUnsubscribeLink)
 * for a token that is missing, altered or not ours. Doing it twice changes nothing.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ message: string }>('/emails/unsubscribe', { method: 'POST', body: { token }, auth: false }),
  });
}
