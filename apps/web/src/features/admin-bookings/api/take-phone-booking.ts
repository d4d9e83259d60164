import type { PhoneBookingInput, PhoneBookingResponse } from '@yatrika/contract/phone-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** `POST /api/admin/bookings`: a booking taken by phone and paid offline. */
export function useTakePhoneBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneBookingInput) => apiFetch<PhoneBookingResponse>('/admin/bookings', { method: 'POST', body: input }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.departures, adminKeys.payments, adminKeys.users),
  });
}
