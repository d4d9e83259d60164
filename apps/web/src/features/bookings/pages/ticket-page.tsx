import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { downloadCalendarFile, useTicket } from '../api/get-ticket.ts';
import { TicketCard } from '../components/ticket-card.tsx';
import { BalanceDue } from '../components/balance-due.tsx';
import { useBooking } from '../api/get-booking.ts';

const ticketPageMessages = {
  loading: 'Loading your ticket...',
  failed: 'Failed to load this ticket. Please try again.',
  notFound: 'We could not find this booking among yours.',
  calendarFailed: 'The calendar file could not be downloaded. Please try again.',
} as const;

/**
 * /login/userdashboard/mybookings/{id}/ticket: the booking's e-ticket, to show on the phone at the
 * meeting point or print (only the ticket is printed), and to put the trip in a calendar.
 */
export default function TicketPage() {
  const { bookingId = '' } = useParams();
  const ticket = useTicket(bookingId);
  // The booking beside the ticket, for its balance's button (decision 035).
  const booking = useBooking(bookingId);
  const [calendarError, setCalendarError] = useState<string | null>(null);

  let content;
  if (ticket.isPending) content = <LoadingState>{ticketPageMessages.loading}</LoadingState>;
  else if (ticket.isError) {
    const status = ticket.error instanceof ApiError ? ticket.error.status : undefined;
    if (status === 404 || status === 400) content = <ErrorState>{ticketPageMessages.notFound}</ErrorState>;
    // A cancelled booking: the server says plainly that it has no valid ticket.
    else if (status === 409) content = <ErrorState>{errorMessage(ticket.error, ticketPageMessages.failed)}</ErrorState>;
    else content = <ErrorState onRetry={() => void ticket.refetch()}>{ticketPageMessages.failed}</ErrorState>;
  } else {
    const { data } = ticket;
    const saveCalendar = () => {
      setCalendarError(null);
      downloadCalendarFile(data.bookingId, data.reference).catch((error: unknown) => setCalendarError(errorMessage(error, ticketPageMessages.calendarFailed)));
    };
    content = (
      <>
        <TicketCard ticket={data} />
        {booking.data && (
          <div className="mx-auto mt-5 max-w-md print:hidden">
            <BalanceDue booking={booking.data} compact />
          </div>
        )}
        <div className="mx-auto mt-5 grid max-w-md grid-cols-1 gap-3 print:hidden">
          <Button variant="primary" size="lg" onClick={() => window.print()}>
            Print ticket
          </Button>
          <Button variant="secondary" size="lg" onClick={saveCalendar}>
            Add to calendar (.ics)
          </Button>
          <a href={data.googleCalendarUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'lg')}>
            Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
          {calendarError && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {calendarError}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <TravellerShell>
      <Link
        to={paths.myBooking.href(bookingId)}
        className="mb-4 inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline print:hidden"
      >
        ← Booking details
      </Link>
      {content}
    </TravellerShell>
  );
}
