import type { SubscribeRequest } from '@yatrika/contract/newsletter';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `POST /api/newsletter/subscribe`: emails the address a link to confirm. The answer is the same
 * whether or not the address is already on the list; 400 for an address that is not one, 429 after
 * a few tries in an hour.
 */
export function subscribeToNewsletter(request: SubscribeRequest): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/newsletter/subscribe', { method: 'POST', body: request, auth: false });
}
