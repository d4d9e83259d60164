import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** What an unsubscribe link stops: trip reminders and review requests (an account's), or the newsletter (an address's). */
export type UnsubscribeList = 'reminders' | 'newsletter';

/** Each list's address; both take `{ token }` and answer 400 for a token that is missing, altered or not ours. */
const unsubscribePaths: Record<UnsubscribeList, string> = {
  reminders: '/emails/unsubscribe',
  newsletter: '/newsletter/unsubscribe',
};

/**
 * `POST /api/emails/unsubscribe` (the account the signed token names stops trip reminders and
 * review requests) or `POST /api/newsletter/unsubscribe` (the address leaves the newsletter), with
 * `{ token }`, without signing in. Doing it twice changes nothing.
 */
export function useUnsubscribe(list: UnsubscribeList) {
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ message: string }>(unsubscribePaths[list], { method: 'POST', body: { token }, auth: false }),
  });
}
