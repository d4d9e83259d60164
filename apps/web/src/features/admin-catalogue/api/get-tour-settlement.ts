import type { Settlement } from '@yatrika/contract/settlement';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/admin/tours/{id}/settlement`: what banning or deleting the tour now would cancel and
 * refund. Asked fresh each time the operator bans or deletes, never from a cache.
 */
export function fetchTourSettlement(tourId: string): Promise<Settlement> {
  return apiFetch<Settlement>(`/admin/tours/${encodeURIComponent(tourId)}/settlement`);
}
