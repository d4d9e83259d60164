import type { AdminBooking } from '@yatrika/contract/bookings';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInIndia } from '../../../lib/format.ts';
import { useMoveBooking } from '../api/move-booking.ts';

interface MoveBookingDialogProps {
  booking: AdminBooking;
  onClose: () => void;
  /** The server's sentence once moved. */
  onMoved: (message: string) => void;
}

/** Moves a booking to another date of its tour; a refused date shows the server's sentence (full, closed, off the schedule). */
export function MoveBookingDialog({ booking, onClose, onMoved }: MoveBookingDialogProps) {
  const [date, setDate] = useState(booking.bookingDate);
  const moveBooking = useMoveBooking();
  const formId = `move-${booking._id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    moveBooking.mutate({ bookingId: booking._id, bookingDate: date }, { onSuccess: (answer) => onMoved(answer.message) });
  }

  return (
    <Modal
      open
      title="Move this booking"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the date
          </Button>
          <Button type="submit" form={formId} disabled={moveBooking.isPending || date === booking.bookingDate}>
            Move booking
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-stone-700">
          {booking.fullName}'s party of {booking.numPeople} on <strong>{booking.tour.title}</strong>. What was paid stays as it is.
        </p>
        <TextField label="New date" type="date" required min={todayInIndia()} value={date} onChange={(event) => setDate(event.target.value)} />
        <FormMessage tone="error">{moveBooking.isError ? errorMessage(moveBooking.error, 'Failed to move the booking.') : null}</FormMessage>
      </form>
    </Modal>
  );
}
