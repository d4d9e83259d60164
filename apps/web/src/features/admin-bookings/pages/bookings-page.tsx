import { bookingStatuses, type AdminBooking, type BookingStatus } from '@yatrika/contract/bookings';
import { operatorBookingMessages, type RefundChoice } from '@yatrika/contract/operator-booking-messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage, SelectField } from '../../../components/ui/field.tsx';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteBooking } from '../api/delete-booking.ts';
import { useAdminBookings } from '../api/get-bookings.ts';
import { useUpdateBookingStatus, type AdminBookingDecision } from '../api/update-booking-status.ts';
import { AdminBookingCard } from '../components/admin-booking-card.tsx';
import { BookingActions } from '../components/booking-actions.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { useAdminBookingSearch } from '../../../lib/admin-booking-search.ts';
import { SearchReading } from '../../../components/admin/search-reading.tsx';

/**
 * The spec's Filter dropdown: which field the search looks in. The first three filter the loaded
 * list; "Reference or traveller" asks the server, which reads a reference typed any way and a
 * traveller's name, email or phone (`@yatrika/contract/admin-search`).
 */
const searchFields = {
  title: { label: 'Tour Title', text: (booking: AdminBooking) => booking.tour.title },
  fullName: { label: 'Full Name', text: (booking: AdminBooking) => booking.fullName },
  location: { label: 'Location', text: (booking: AdminBooking) => booking.tour.location },
  reference: { label: 'Reference or traveller', text: null },
} as const;
type SearchField = keyof typeof searchFields;

type StatusFilter = BookingStatus | 'all';

/** Admin bookings: filter, then accept, cancel (with its refund), move, annotate or delete each. */
export default function BookingsPage() {
  // The manifest links a booking here as ?query=<reference>: that search, on the server.
  const [params] = useSearchParams();
  const linked = params.get('query') ?? '';
  const [field, setField] = useState<SearchField>(linked ? 'reference' : 'title');
  const [search, setSearch] = useState(linked);
  const [status, setStatus] = useState<StatusFilter>('all');
  const bookings = useAdminBookings();
  const searchOnServer = field === 'reference' && search.trim() !== '';
  const found = useAdminBookingSearch(field === 'reference' ? search : '');
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

  const query = search.trim().toLowerCase();
  const all = bookings.data ?? [];
  const fieldText = searchFields[field].text;
  const matching = searchOnServer ? (found.data ?? []) : fieldText ? all.filter((booking) => fieldText(booking).toLowerCase().includes(query)) : all;
  const shown = matching.filter((booking) => status === 'all' || booking.status === status);
  const listPending = bookings.isPending || (searchOnServer && found.isPending);
  const listFailed = bookings.isError || (searchOnServer && found.isError);
  const busyFor = (bookingId: string) =>
    (updateStatus.isPending && updateStatus.variables.bookingId === bookingId) || (deleteBooking.isPending && deleteBooking.variables === bookingId);

  return (
    <AdminShell title="Bookings">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-60">
            <SelectField label="Filter" value={field} onChange={(event) => setField(event.target.value as SearchField)}>
              {Object.entries(searchFields).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          <SearchBox
            label={field === 'reference' ? 'Search by reference, name, email or phone' : `Search by ${searchFields[field].label.toLowerCase()}`}
            value={search}
            onChange={setSearch}
            className="w-full max-w-xl"
          />
          <ButtonLink to={paths.adminNewBooking.href} className="sm:ml-auto">
            New booking
          </ButtonLink>
        </div>
        {field === 'reference' && <SearchReading text={search} />}

        {bookings.data && (
          <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
            {(['all', ...bookingStatuses] as const).map((value) => {
              const count = value === 'all' ? all.length : all.filter((booking) => booking.status === value).length;
              const current = status === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={current}
                  onClick={() => setStatus(value)}
                  className={`rounded-full px-3.5 py-1.5 text-sm font-semibold capitalize ring-1 transition-colors ${
                    current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'
                  }`}
                >
                  {value} <span className={`ml-1 tabular-nums ${current ? 'text-brand-100' : 'text-stone-500'}`}>{count}</span>
                </button>
              );
            })}
          </div>
        )}

        <FormMessage tone="success">{notice}</FormMessage>

        {listPending ? (
          <LoadingState />
        ) : listFailed ? (
          <ErrorState>Failed to load bookings. Please try again.</ErrorState>
        ) : shown.length === 0 ? (
          <EmptyState title="No bookings found!" />
        ) : (
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 2xl:grid-cols-3">
            {shown.map((booking, index) => {
              const busy = busyFor(booking._id);
              return (
                <li key={booking._id}>
                  <AdminBookingCard
                    booking={booking}
                    eager={index < 4}
                    actions={
                      <BookingActions
                        booking={booking}
                        busy={busy}
                        onAccept={() => decide(booking, 'booked')}
                        onCancel={(refund) => decide(booking, 'canceled', refund)}
                        onDelete={() => void remove(booking)}
                        onNotice={setNotice}
                      />
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {dialog}
    </AdminShell>
  );
}
