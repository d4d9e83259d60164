import type { BookingDetails } from '@yatrika/contract/bookings';
import type { PromoCodeCheckResponse } from '@yatrika/contract/promo-codes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/user/promo-codes/check`: the price with the code's discount, or 400 with why it does not apply. */
export function checkPromoCode(booking: BookingDetails, code: string) {
  return apiFetch<PromoCodeCheckResponse>('/user/promo-codes/check', { method: 'POST', body: { booking, code } });
}
