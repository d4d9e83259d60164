import type { PlanChangeResponse, TravellerPartyRequest } from '@yatrika/contract/plan-changes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/user/bookings/{id}/party`: changed at once, or an order for the newcomers to pay. */
export function changeParty(bookingId: string, request: TravellerPartyRequest) {
  return apiFetch<PlanChangeResponse>(`/user/bookings/${encodeURIComponent(bookingId)}/party`, { method: 'POST', body: request });
}
