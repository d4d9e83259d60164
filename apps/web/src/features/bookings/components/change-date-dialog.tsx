import type { Booking } from '@yatrika/contract/bookings';
import type { DepartureDay } from '@yatrika/contract/departures';
import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDayShort, formatLongDate, formatRupees, formatWeekdayDate } from '../../../lib/format.ts';
import { useRescheduleQuote } from '../api/get-reschedule-quote.ts';
import { useTourDates } from '../api/get-tour-for-change.ts';
import { rescheduleBooking } from '../api/reschedule-booking.ts';
import { ChangeQuote } from './change-quote.tsx';
import { usePlanChange, type PlanChange } from './use-plan-change.ts';

interface ChangeDateDialogProps {
  booking: Booking | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** A date the party can move to: open, with seats for them (its own date too when it has another start time). */
const canTake = (day: DepartureDay, seats: number) => day.departures.some((slot) => !slot.closed && slot.seatsLeft >= seats);

/** What a date's cell says beside its price: the booking's own date, sold out, closed, or the seats left. */
function dayState(entry: DepartureDay, booking: Booking): string {
  if (entry.date === booking.bookingDate) return 'Your date';
  if (entry.status === 'sold_out') return 'Sold out';
  if (entry.status === 'closed') return 'Closed';
  return `${entry.seatsLeft} left`;
}

/**
 * "Change date": the tour's next dates with their adult price and seats, the new price and the
 * difference once one is chosen, then the move, paying a higher price in the checkout dialog
 * (decision 036).
 */
export function ChangeDateDialog({ booking, onClose, onDone }: ChangeDateDialogProps) {
  const change = usePlanChange(booking, (message) => {
    onDone(message);
    onClose();
  });
  // The provider's checkout opens above the page, not above a modal dialog: this one steps aside while it is open.
  return (
    <Modal open={booking !== null && change.state.step !== 'paying'} title="Change date" onClose={onClose}>
      {booking?.tourId && <ChangeDate key={booking._id} booking={booking} tourId={booking.tourId} change={change} onClose={onClose} />}
    </Modal>
  );
}

function ChangeDate({ booking, tourId, change, onClose }: { booking: Booking; tourId: string; change: PlanChange; onClose: () => void }) {
  const dates = useTourDates(tourId);
  const [chosen, setChosen] = useState<{ date: string; startTime: string } | null>(null);
  const quote = useRescheduleQuote(booking._id, chosen?.date ?? null, chosen?.startTime);
  const busy = change.state.step === 'sending' || change.state.step === 'paying';
  const day = dates.data?.find((each) => each.date === chosen?.date);
  const isCurrent = (date: string, startTime: string) => date === booking.bookingDate && startTime === booking.startTime;

  function choose(entry: DepartureDay) {
    const first = entry.departures.find((slot) => !slot.closed && slot.seatsLeft >= booking.numPeople && !isCurrent(entry.date, slot.startTime));
    if (first) setChosen({ date: entry.date, startTime: first.startTime });
    change.reset();
  }

  function confirm() {
    if (!chosen) return;
    void change.send(() => rescheduleBooking(booking._id, { bookingDate: chosen.date, startTime: chosen.startTime }), planChangeMessages.changeFailed);
  }

  const answer = quote.data;
  return (
    <div className="flex flex-col gap-4 text-stone-700">
      <p>
        Now on <span className="font-semibold text-stone-900">{formatLongDate(booking.bookingDate)}</span> at {booking.startTime}. Pick a new date: your reference and
        ticket stay the same.
      </p>
      {dates.isPending && <p>Loading dates...</p>}
      {dates.isError && <p role="alert">{errorMessage(dates.error, 'The dates could not be loaded. Please try again.')}</p>}
      {dates.data && (
        <ul aria-label="Dates" className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
          {dates.data.map((entry) => {
            const open = canTake(entry, booking.numPeople) && entry.departures.some((slot) => !isCurrent(entry.date, slot.startTime));
            const selected = chosen?.date === entry.date;
            const adult = entry.prices?.[0]?.price;
            return (
              <li key={entry.date}>
                <button
                  type="button"
                  disabled={!open || busy}
                  aria-pressed={selected}
                  aria-label={`${formatWeekdayDate(entry.date)}${adult !== undefined ? `, ${formatRupees(adult)} per adult` : ''}, ${dayState(entry, booking)}`}
                  onClick={() => choose(entry)}
                  className={`flex w-full flex-col items-start rounded-lg px-2 py-1.5 text-left text-xs ring-1 disabled:opacity-40 ${
                    selected ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white ring-stone-300 hover:ring-brand-600'
                  }`}
                >
                  <span className="font-semibold">{formatDayShort(entry.date)}</span>
                  {adult !== undefined && <span>{formatRupees(adult)}</span>}
                  <span>{dayState(entry, booking)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {day && day.departures.length > 1 && (
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="mb-1 font-medium text-stone-800">Start time</legend>
          {day.departures.map((slot) => (
            <label key={slot.startTime} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="change-start-time"
                value={slot.startTime}
                checked={chosen?.startTime === slot.startTime}
                disabled={slot.closed || slot.seatsLeft < booking.numPeople || isCurrent(day.date, slot.startTime) || busy}
                onChange={() => setChosen({ date: day.date, startTime: slot.startTime })}
              />
              {slot.startTime} ({slot.seatsLeft} left)
            </label>
          ))}
        </fieldset>
      )}
      {chosen && quote.isPending && <p>Working out the new price...</p>}
      {chosen && quote.isError && <p role="alert">{errorMessage(quote.error, planChangeMessages.changeFailed)}</p>}
      {answer && (
        <>
          <ChangeQuote lines={answer.lines} total={answer.total} settlement={answer.settlement} />
          {answer.reason && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {answer.reason}
            </p>
          )}
          <p className="text-xs text-stone-500">{answer.policy}</p>
        </>
      )}
      {change.state.step === 'paying' && <p role="status">{change.state.message}</p>}
      {change.state.step === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {change.state.message}
        </p>
      )}
      <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep current date
        </Button>
        <Button variant="primary" onClick={confirm} disabled={busy || !answer?.allowed}>
          {change.state.step === 'sending'
            ? 'Changing...'
            : answer?.settlement.kind === 'pay'
              ? `Pay ${formatRupees(answer.settlement.amount)} and change`
              : 'Confirm new date'}
        </Button>
      </div>
    </div>
  );
}
