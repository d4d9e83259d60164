import type { PaymentConfig } from '@yatrika/contract/payments';
import { PAYMENT_MODE_META } from '@yatrika/contract/payment-mode';
import { useEffect, useState } from 'react';
import { apiFetch } from './api-client.ts';

/** What the page the server served says in its <head> (apps/server/src/app.ts), known before the first paint. */
const announcedProvider = () => document.querySelector(`meta[name="${PAYMENT_MODE_META}"]`)?.getAttribute('content') ?? undefined;

/**
 * True when payments are in test mode (the sandbox provider): from the page's own <head> at once, so
 * nothing moves when the answer arrives, then from `GET /api/payment/config` (public; the dev server's
 * pages say nothing). A plain fetch, not a query: this runs in the entry chunk, on every page, and the
 * provider is fixed until the server restarts, so one read when the app starts is all it needs.
 */
export function useSandboxPayments(): boolean {
  const [provider, setProvider] = useState(announcedProvider);
  useEffect(() => {
    const asking = new AbortController();
    apiFetch<PaymentConfig>('/payment/config', { auth: false, signal: asking.signal }).then(
      (config) => setProvider(config.provider),
      () => {}, // Not known: the page's own word stands.
    );
    return () => asking.abort();
  }, []);
  return provider === 'sandbox';
}
