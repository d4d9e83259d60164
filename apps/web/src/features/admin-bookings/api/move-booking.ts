import type { MoveBookingRefusal, MoveBookingResponse } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

interface MoveBooking {
  bookingId: string;
  bookingDate: string;
  startTime: string | undefined;
  /** The operator confirmed a date travellers cannot book (past the horizon, off the schedule). */
  outsideSchedule?: boolean;
}

/** Whether a refused move (or booking by phone) may be confirmed: the server says the date is outside the schedule. */
export function isOutsideSchedule(error: unknown): boolean {
  return error instanceof ApiError && (error.body as MoveBookingRefusal | undefined)?.outsideSchedule === true;
}

/** `PUT /api/admin/bookings/{id}/date`: moves the booking to another departure of its tour (a date, and a start time when known). */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, bookingDate, startTime, outsideSchedule }: MoveBooking) =>
      apiFetch<MoveBookingResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/date`, {
        method: 'PUT',
        body: { bookingDate, startTime, ...(outsideSchedule ? { outsideSchedule: true } : {}) },
      }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.departures),
  });
}
