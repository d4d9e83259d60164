import type { PaymentConfirmation, VerifyPaymentResponse } from '@yatrika/contract/payments';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/payment/verify-payment` for the order of a change's difference: the server completes the change. */
export function verifyDifferencePayment(confirmation: PaymentConfirmation) {
  return apiFetch<VerifyPaymentResponse>('/payment/verify-payment', { method: 'POST', body: confirmation });
}
