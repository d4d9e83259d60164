import type { BalanceOrderResponse, PaymentConfirmation, VerifyPaymentResponse } from '@yatrika/contract/payments';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/user/bookings/{id}/balance`: the order for the balance, priced by the server (decision 035). */
export function openBalanceOrder(bookingId: string) {
  return apiFetch<BalanceOrderResponse>(`/user/bookings/${encodeURIComponent(bookingId)}/balance`, { method: 'POST' });
}

/** `POST /api/payment/verify-payment`: the balance's payment, applied to the booking by the server. */
export function verifyBalancePayment(confirmation: PaymentConfirmation) {
  return apiFetch<VerifyPaymentResponse>('/payment/verify-payment', { method: 'POST', body: confirmation });
}
