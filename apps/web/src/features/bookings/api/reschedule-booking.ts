import type { PlanChangeResponse, RescheduleRequest } from '@yatrika/contract/plan-changes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/user/bookings/{id}/reschedule`: moved at once, or an order for the difference to pay. */
export function rescheduleBooking(bookingId: string, request: RescheduleRequest) {
  return apiFetch<PlanChangeResponse>(`/user/bookings/${encodeURIComponent(bookingId)}/reschedule`, { method: 'POST', body: request });
}
