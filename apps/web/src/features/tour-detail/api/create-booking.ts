import type { CreateBookingRequest, CreateBookingResponse } from '@yatrika/contract/bookings';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/user/bookings`: saves the booking against the paid order (idempotent on the server). */
export function createBooking(request: CreateBookingRequest) {
  return apiFetch<CreateBookingResponse>('/user/bookings', { method: 'POST', body: request });
}
