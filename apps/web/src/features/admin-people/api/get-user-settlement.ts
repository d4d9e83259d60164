import type { Settlement } from '@yatrika/contract/settlement';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/admin/users/{id}/settlement`: what deleting the traveller now would cancel and refund
 * of their bookings still to come. Asked fresh each time the operator deletes, never from a cache.
 */
export function fetchUserSettlement(userId: string): Promise<Settlement> {
  return apiFetch<Settlement>(`/admin/users/${encodeURIComponent(userId)}/settlement`);
}
