import type { PaymentLinkBookingResponse } from '@yatrika/contract/payment-links';
import type { PhoneBookingInput, PhoneBookingResponse } from '@yatrika/contract/phone-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** The booking, paid offline; or, for `link`, the payment link sent (the booking comes when it is paid). */
export type PhoneBookingAnswer = PhoneBookingResponse | PaymentLinkBookingResponse;

export const isPaymentLinkAnswer = (answer: PhoneBookingAnswer): answer is PaymentLinkBookingResponse => 'paymentLink' in answer;

/** `POST /api/admin/bookings`: a booking taken by phone, paid offline or by a payment link. */
export function useTakePhoneBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneBookingInput) => apiFetch<PhoneBookingAnswer>('/admin/bookings', { method: 'POST', body: input }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.departures, adminKeys.payments, adminKeys.users),
  });
}
