import type { PaymentsAttention } from '@yatrika/contract/payment-records';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/**
 * The admin screens' lists, one key each. Each admin area reads its own lists, but they hold
 * one another's numbers (the dashboard's totals, a user's bookings and reviews counts, a
 * booking's traveller), so a change in one area refreshes lists of the others by these keys.
 */
export const adminKeys = {
  dashboard: ['admin', 'dashboard'],
  tours: ['admin', 'tours'],
  bookings: ['admin', 'bookings'],
  departures: ['admin', 'departures'],
  /** Everything the Payments screen and the dashboard's count read: one key refreshes both. */
  payments: ['admin', 'payments'],
  users: ['admin', 'users'],
  reviews: ['admin', 'reviews'],
  /** Travellers' moments with whether the operator hid them. */
  moments: ['admin', 'moments'],
  /** The background jobs (reconciliation's runs among them). */
  jobs: ['admin', 'jobs'],
  /** The operator's promo codes, with their uses so far (decision 032). */
  promoCodes: ['admin', 'promo-codes'],
  /** Resellers, their keys and each month's bookings and commission (decision 039). */
  resellers: ['admin', 'resellers'],
} as const;

/** After an admin change: refreshes the lists it touches, and the dashboard always. */
export function refreshAfterChange(queryClient: QueryClient, ...keys: (readonly unknown[])[]): Promise<void> {
  return Promise.all(
    [adminKeys.dashboard, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/**
 * `GET /api/admin/payments/attention`: how many payments need a look, and the last
 * reconciliation run. Read by the dashboard's count and the Payments screen.
 */
export const paymentsAttentionQuery = queryOptions({
  queryKey: [...adminKeys.payments, 'attention'],
  queryFn: ({ signal }) => apiFetch<PaymentsAttention>('/admin/payments/attention', { signal }),
});

export function usePaymentsAttention() {
  return useQuery(paymentsAttentionQuery);
}
