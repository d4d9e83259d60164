import type { AdminBooking } from '@yatrika/contract/bookings';
import type { DepartureSlot } from '@yatrika/contract/departures';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { DepartureDatePicker } from '../../../components/calendar/departure-date-picker.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInIndia } from '../../../lib/format.ts';
import { useDepartureDay } from '../../../lib/month-availability.ts';
import { isOutsideSchedule, useMoveBooking } from '../api/move-booking.ts';
import { partyWords } from '../../../lib/party-words.ts';

/** What the operator reads beside a start time: its seats, or why it takes none (the cut-off does not bind them). */
const seatsLeftWords = (departure: DepartureSlot) => (departure.status === 'closed' ? 'not open' : `${departure.seatsLeft} seats left`);

interface MoveBookingDialogProps {
  booking: AdminBooking;
  onClose: () => void;
  /** The server's sentence once moved. */
  onMoved: (message: string) => void;
}

/**
 * Moves a booking to another departure of its tour: another date, another start time of the date
 * (offered with each one's seats when the tour sets off more than once), or both; a refused one
 * shows the server's sentence (full, closed, off the schedule). A date travellers cannot book (past
 * the booking horizon, off the schedule) is moved only once the operator confirms it.
 */
export function MoveBookingDialog({ booking, onClose, onMoved }: MoveBookingDialogProps) {
  const [date, setDate] = useState(booking.bookingDate);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const moveBooking = useMoveBooking();
  const departures = useDepartureDay(booking.tourId ?? '', date, todayInIndia()).data?.departures ?? [];
  // The time picked, else the booking's own when the date has it, else the date's first.
  const startTime = departures.find((departure) => departure.startTime === picked)?.startTime
    ?? departures.find((departure) => departure.startTime === booking.startTime)?.startTime
    ?? departures[0]?.startTime;
  const unchanged = date === booking.bookingDate && (startTime ?? booking.startTime) === booking.startTime;
  const formId = `move-${booking._id}`;
  const timeId = `${formId}-time`;

  // The server said the date is outside what travellers can book: the operator may confirm it.
  const confirming = moveBooking.isError && isOutsideSchedule(moveBooking.error);

  function move(outsideSchedule: boolean) {
    moveBooking.mutate({ bookingId: booking._id, bookingDate: date, startTime, outsideSchedule }, { onSuccess: (answer) => onMoved(answer.message) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    move(false);
  }

  function changeDate(next: string) {
    setDate(next);
    moveBooking.reset();
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
          {confirming ? (
            <Button onClick={() => move(true)} disabled={moveBooking.isPending}>
              {operatorBookingMessages.moveOutsideSchedule}
            </Button>
          ) : (
            <Button type="submit" form={formId} disabled={moveBooking.isPending || unchanged}>
              Move booking
            </Button>
          )}
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-stone-700">
          {booking.fullName}'s party of {partyWords(booking)} on <strong>{booking.tour.title}</strong>. What was paid stays as it is.
        </p>
        <DepartureDatePicker label="New date" tourId={booking.tourId ?? ''} value={date} onChange={changeDate} />
        {departures.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={timeId} className="text-sm font-medium text-stone-800">
              Start time (India)
            </label>
            <select id={timeId} value={startTime} onChange={(event) => {
                setPicked(event.target.value);
                moveBooking.reset();
              }} className="rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm">
              {departures.map((departure) => (
                <option key={departure.startTime} value={departure.startTime}>
                  {departure.startTime} · {seatsLeftWords(departure)}
                </option>
              ))}
            </select>
          </div>
        )}
        <FormMessage tone="error">{moveBooking.isError ? errorMessage(moveBooking.error, 'Failed to move the booking.') : null}</FormMessage>
        {confirming && <p className="text-stone-700">{operatorBookingMessages.confirmOutsideSchedule}</p>}
      </form>
    </Modal>
  );
}
