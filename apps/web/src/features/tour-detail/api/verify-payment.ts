import type { PaymentConfirmation, VerifyPaymentResponse } from '@yatrika/contract/payments';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/payment/verify-payment`: `booking` is there when the server saved it from the order's details. */
export function verifyPayment(confirmation: PaymentConfirmation) {
  return apiFetch<VerifyPaymentResponse>('/payment/verify-payment', { method: 'POST', body: confirmation });
}
