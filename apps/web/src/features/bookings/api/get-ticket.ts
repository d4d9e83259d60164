import type { TicketResponse } from '@yatrika/contract/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/user/bookings/{id}/ticket`: the e-ticket of one of the traveller's bookings. */
export const ticketQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'ticket', bookingId],
    queryFn: ({ signal }) => apiFetch<TicketResponse>(`/user/bookings/${encodeURIComponent(bookingId)}/ticket`, { signal }),
    // A cancelled booking (409) or one that is not theirs (404) will not become a ticket on a retry.
    retry: false,
  });

export function useTicket(bookingId: string) {
  return useQuery(ticketQuery(bookingId));
}

/** Saves the booking's calendar entry (.ics) through the browser's download. */
export async function downloadCalendarFile(bookingId: string, reference: string): Promise<void> {
  const file = await apiDownload(`/user/bookings/${encodeURIComponent(bookingId)}/calendar.ics`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `yatrika-${reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
