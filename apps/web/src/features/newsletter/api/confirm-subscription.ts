import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `POST /api/newsletter/confirm` with `{ token }`: puts the address on the list, without signing
 * in; 400 (newsletterMessages.badConfirmLink) for a link that is altered, not ours, or replaced by a
 * later request. Doing it twice changes nothing.
 */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ message: string }>('/newsletter/confirm', { method: 'POST', body: { token }, auth: false }),
  });
}
