import type { PaymentLinkPaidResponse } from '@yatrika/contract/payment-links';
import type { PaymentConfirmation } from '@yatrika/contract/payments';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/payment/links/{token}/verify`: the dialog's confirmation, settled into the booking by the server. */
export function verifyLinkPayment(token: string, confirmation: PaymentConfirmation) {
  return apiFetch<PaymentLinkPaidResponse>(`/payment/links/${encodeURIComponent(token)}/verify`, { method: 'POST', body: confirmation, auth: false });
}
