import type { PaymentConfig } from '@yatrika/contract/payments';
import { apiFetch } from '../api-client.ts';

/** `GET /api/payment/config`: which checkout to open (the provider's or the sandbox's) and with which key. */
export function getPaymentConfig() {
  return apiFetch<PaymentConfig>('/payment/config');
}
