import type { Booking } from '@yatrika/contract/bookings';
import { useState } from 'react';
import { paths } from '../../../lib/paths.ts';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { ChangeDateDialog } from '../components/change-date-dialog.tsx';
import { ChangePartyDialog } from '../components/change-party-dialog.tsx';
import { PackingGuideModal } from '../components/packing-guide-modal.tsx';
import { UnbookedPayments } from '../components/unbooked-payments.tsx';
import { WaitingLists } from '../components/waiting-lists.tsx';

const myBookingsMessages = {
  loading: 'Loading your bookings...',
  failed: 'Failed to load bookings. Please try again.',
  empty: 'You have no bookings yet!',
  cancelFailed: 'Failed to cancel booking.',
} as const;

/**
 * /login/userdashboard/mybookings: the traveller's bookings, with cancel and the packing guide,
 * the departures they wait for (waiting lists), then any payment that did not become a booking.
 */
export default function MyBookingsPage() {
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [guide, setGuide] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toMove, setToMove] = useState<Booking | null>(null);
  const [toResize, setToResize] = useState<Booking | null>(null);

  function cancelBooking(booking: Booking) {
    setNotice(null);
    cancel.mutate(booking._id, {
      onSuccess: (answer) => setNotice(answer.message),
      onError: (error) => window.alert(errorMessage(error, myBookingsMessages.cancelFailed)),
      onSettled: () => setToCancel(null),
    });
  }

  let content;
  if (bookings.isPending) content = <LoadingState>{myBookingsMessages.loading}</LoadingState>;
  else if (bookings.isError) content = <ErrorState>{myBookingsMessages.failed}</ErrorState>;
  else if (bookings.data.length === 0)
    content = (
      <EmptyState
        title={myBookingsMessages.empty}
        action={
          <ButtonLink to={paths.travellerHome.href} variant="primary">
            Find a tour
          </ButtonLink>
        }
      >
        Pick a tour you love and book it: it will show up here.
      </EmptyState>
    );
  else
    content = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 min-[90rem]:grid-cols-3">
        {bookings.data.map((booking, index) => (
          <li key={booking._id}>
            <BookingCard
              booking={booking}
              eager={index < 2}
              onCancel={setToCancel}
              onRetryRefund={cancelBooking}
              onShowGuide={setGuide}
              onChangeDate={setToMove}
              onChangeParty={setToResize}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <TravellerShell>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">My Bookings</h1>
          <p className="text-stone-600">Your trips, their status, and a packing guide once a booking is confirmed.</p>
        </header>
        <div aria-live="polite" className="empty:hidden">
          {notice && <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">{notice}</p>}
        </div>
        {content}
        <WaitingLists />
        <UnbookedPayments />
      </div>
      <CancelBookingDialog booking={toCancel} busy={cancel.isPending} onConfirm={cancelBooking} onClose={() => setToCancel(null)} />
      <PackingGuideModal guide={guide} onClose={() => setGuide(null)} />
      <ChangeDateDialog booking={toMove} onClose={() => setToMove(null)} onDone={setNotice} />
      <ChangePartyDialog booking={toResize} onClose={() => setToResize(null)} onDone={setNotice} />
    </TravellerShell>
  );
}
