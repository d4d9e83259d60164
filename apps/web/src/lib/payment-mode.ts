import type { PaymentConfig } from '@yatrika/contract/payments';
import { PAYMENT_MODE_META } from '@yatrika/contract/payment-mode';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/**
 * `GET /api/payment/config` (public), for what it says about the whole site: whether payments are
 * real. The provider is configuration, fixed until the server restarts, so one read a visit is plenty.
 */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => apiFetch<PaymentConfig>('/payment/config', { auth: false, signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** What the page the server served says in its <head> (apps/server/src/app.ts), known before the first paint. */
const announcedProvider = () => document.querySelector(`meta[name="${PAYMENT_MODE_META}"]`)?.getAttribute('content') ?? undefined;

/**
 * True when payments are in test mode (the sandbox provider): from the page's own <head> at once, so
 * nothing moves when the answer arrives, and then from the API's answer (the dev server's pages say nothing).
 */
export function useSandboxPayments(): boolean {
  const { data } = useQuery(paymentConfigQuery);
  return (data?.provider ?? announcedProvider()) === 'sandbox';
}
