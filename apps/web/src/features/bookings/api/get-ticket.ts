import type { TicketResponse } from '@yatrika/contract/tickets';
import { saveFile } from '../../../lib/save-file.ts';
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
  saveFile(await apiDownload(`/user/bookings/${encodeURIComponent(bookingId)}/calendar.ics`), `yatrika-${reference}.ics`);
}
