import type { PaymentRecord, PaymentRecordStatus } from '@yatrika/contract/payment-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** Money that arrived: waiting to become a booking, or on its way back. Not `created` (never paid) or `failed` (declined). */
const moneyReceived: readonly PaymentRecordStatus[] = ['paid', 'refund_pending', 'refunded'];

/** A payment the traveller made that is not (or no longer) behind any booking card. */
export const isUnbooked = (payment: PaymentRecord) => payment.bookingId === null && moneyReceived.includes(payment.status);

/**
 * `GET /api/user/payments`, every page, newest first, kept to the payments that did not become
 * a booking: the booking cards already account for the others. Fresh on arrival, like the
 * bookings, because reconciliation settles these in the background.
 */
export const unbookedPaymentsQuery = queryOptions({
  queryKey: ['payments', 'mine'],
  queryFn: ({ signal }) => fetchAllPages<PaymentRecord[], PaymentRecord>('/user/payments', (answer) => answer, signal),
  select: (payments) => payments.filter(isUnbooked),
  staleTime: 0,
});

export function useUnbookedPayments() {
  return useQuery(unbookedPaymentsQuery);
}
