import type { AdminBooking } from '@yatrika/contract/bookings';
import { operatorBookingMessages, type RefundChoice } from '@yatrika/contract/operator-booking-messages';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { DownloadButton } from '../../../components/admin/download-button.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { useDeleteBooking } from '../api/delete-booking.ts';
import { downloadBookingsCsv } from '../api/download-bookings-csv.ts';
import { useAdminBookings } from '../api/get-bookings.ts';
import { useUpdateBookingStatus, type AdminBookingDecision } from '../api/update-booking-status.ts';
import { AdminBookingCard } from '../components/admin-booking-card.tsx';
import { BookingActions } from '../components/booking-actions.tsx';
import { BookingFilterBar, travelDatesBackwards } from '../components/booking-filter-bar.tsx';
import { BookingsTable } from '../components/bookings-table.tsx';
import { CardSortSelect } from '../components/card-sort-select.tsx';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { serverQuery, useBookingFilters } from './use-booking-filters.ts';

/**
 * Admin bookings: filter and sort (on the server, every choice kept in the address), export what
 * the filter shows as CSV, then accept, cancel (with its refund), move, annotate or delete each. A
 * table on a wide screen, cards on a phone (or when the operator prefers them).
 */
export default function BookingsPage() {
  const [filters, changeFilters] = useBookingFilters();
  const query = serverQuery(filters);
  const datesBackwards = travelDatesBackwards(filters);
  const bookings = useAdminBookings(query, !datesBackwards);
  const wide = useWideScreen();
  const updateStatus = useUpdateBookingStatus();
  const deleteBooking = useDeleteBooking();
  const { confirm, dialog } = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);

  function decide(booking: AdminBooking, decision: AdminBookingDecision, refund?: RefundChoice) {
    setNotice(null);
    updateStatus.mutate(
      { bookingId: booking._id, status: decision, ...(refund ? { refund } : {}) },
      {
        onSuccess: (answer) => {
          if (decision === 'canceled') setNotice(answer.refund?.status === 'failed' ? answer.message : operatorBookingMessages.cancelledWithRefund(answer.refund?.amount ?? 0));
        },
        onError: (error) => {
          console.error('Booking status update failed', error);
          window.alert(errorMessage(error, `Failed to update booking status to ${decision}.`));
        },
      },
    );
  }

  async function remove(booking: AdminBooking) {
    const confirmed = await confirm({
      title: 'Delete this booking?',
      message: (
        <>
          The booking of <strong>{booking.tour.title}</strong> for {booking.fullName} will be removed from the records.
        </>
      ),
      confirmLabel: 'Delete booking',
    });
    if (!confirmed) return;
    deleteBooking.mutate(booking._id, {
      onError: (error) => {
        console.error('Booking delete failed', error);
        window.alert(errorMessage(error, 'Failed to delete booking.'));
      },
    });
  }

  const busyFor = (bookingId: string) =>
    (updateStatus.isPending && updateStatus.variables.bookingId === bookingId) || (deleteBooking.isPending && deleteBooking.variables === bookingId);

  const actionsOf = (booking: AdminBooking) => (
    <BookingActions
      booking={booking}
      busy={busyFor(booking._id)}
      onAccept={() => decide(booking, 'booked')}
      onCancel={(refund) => decide(booking, 'canceled', refund)}
      onDelete={() => void remove(booking)}
      onNotice={setNotice}
    />
  );
  const shown = bookings.data ?? [];
  const asTable = wide && filters.view === 'table';

  return (
    <AdminShell
      title="Bookings"
      actions={
        <>
          <DownloadButton label="Export CSV" busyLabel="Exporting..." disabled={datesBackwards} download={() => downloadBookingsCsv(query)} />
          <ButtonLink to={paths.adminNewBooking.href}>New booking</ButtonLink>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <BookingFilterBar filters={filters} onChange={changeFilters} />
        {!asTable && <CardSortSelect sort={filters.sort} order={filters.order} onSort={(sort, order) => changeFilters({ sort, order })} />}
        {wide && (
          <div role="group" aria-label="Layout" className="flex gap-2">
            {(['table', 'cards'] as const).map((view) => (
              <Button key={view} size="sm" variant={filters.view === view ? 'primary' : 'secondary'} aria-pressed={filters.view === view} onClick={() => changeFilters({ view })}>
                {view === 'table' ? 'Table' : 'Cards'}
              </Button>
            ))}
          </div>
        )}

        <FormMessage tone="success">{notice}</FormMessage>

        {datesBackwards ? null : bookings.isPending ? (
          <LoadingState />
        ) : bookings.isError ? (
          <ErrorState>Failed to load bookings. Please try again.</ErrorState>
        ) : shown.length === 0 ? (
          <EmptyState title="No bookings found!" />
        ) : (
          <div aria-busy={bookings.isFetching} className={bookings.isPlaceholderData ? 'opacity-60' : ''}>
            {asTable ? (
              <BookingsTable bookings={shown} sort={filters.sort} order={filters.order} onSort={(sort, order) => changeFilters({ sort, order })} actionsOf={actionsOf} />
            ) : (
              <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 2xl:grid-cols-3">
                {shown.map((booking, index) => (
                  <li key={booking._id}>
                    <AdminBookingCard booking={booking} eager={index < 4} actions={actionsOf(booking)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {dialog}
    </AdminShell>
  );
}
