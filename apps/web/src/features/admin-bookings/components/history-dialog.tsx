import type { AdminBooking } from '@yatrika/contract/bookings';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useBookingHistory } from '../api/get-booking-history.ts';
import { bookingEventWords } from './booking-event-words.ts';

/** Who changed the booking, when and how, and the operators' notes, oldest first. */
export function HistoryDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const history = useBookingHistory(booking._id);
  return (
    <Modal
      open
      title={`History of ${booking.fullName}'s booking`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      }
    >
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState>{history.error.message}</ErrorState>
      ) : history.data.events.length === 0 ? (
        <EmptyState title="No changes or notes yet." />
      ) : (
        <ol className="flex flex-col gap-3">
          {history.data.events.map((event) => (
            <li key={event._id} className="border-l-2 border-stone-200 pl-3">
              <p className="text-sm text-stone-500">
                {formatIndiaDateTime(event.createdAt)} · {event.admin.name}
              </p>
              <p className="break-words whitespace-pre-wrap text-stone-800">{bookingEventWords(event)}</p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
