import type { Booking } from '@yatrika/contract/bookings';
import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { peopleInParty, personTypes, type Party } from '@yatrika/contract/price-calculation';
import type { Traveller } from '@yatrika/contract/travellers';
import { useEffect, useState } from 'react';
import { countedTypes } from '../../../components/party/counted-types.ts';
import { PartyCounts } from '../../../components/party/party-counts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { changeParty } from '../api/change-party.ts';
import { usePartyQuote } from '../api/get-party-quote.ts';
import { useTourForChange } from '../api/get-tour-for-change.ts';
import { ChangeQuote } from './change-quote.tsx';
import { usePlanChange, type PlanChange } from './use-plan-change.ts';

interface ChangePartyDialogProps {
  booking: Booking | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

const sameParty = (a: Party, b: Party) => personTypes.every((type) => (a[type] ?? 0) === (b[type] ?? 0));

/** Waits for the counts to settle before asking for a quote, so each click does not ask the server. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Change party": the party by type with the tour's counts, then the new total and what happens
 * to the money before the traveller confirms: fewer people are refunded by the cancellation policy,
 * more are paid for in the checkout dialog (decision 036).
 */
export function ChangePartyDialog({ booking, onClose, onDone }: ChangePartyDialogProps) {
  const change = usePlanChange(booking, (message) => {
    onDone(message);
    onClose();
  });
  // The provider's checkout opens above the page, not above a modal dialog: this one steps aside while it is open.
  return (
    <Modal open={booking !== null && change.state.step !== 'paying'} title="Change party" onClose={onClose}>
      {booking?.tourId && <ChangeParty key={booking._id} booking={booking} tourId={booking.tourId} change={change} onClose={onClose} />}
    </Modal>
  );
}

function ChangeParty({ booking, tourId, change, onClose }: { booking: Booking; tourId: string; change: PlanChange; onClose: () => void }) {
  const tour = useTourForChange(tourId);
  const [party, setParty] = useState<Party>(booking.party);
  const settled = useSettled(party);
  const changed = !sameParty(settled, booking.party);
  const quote = usePartyQuote(booking._id, changed ? settled : null);
  const busy = change.state.step === 'sending' || change.state.step === 'paying';
  const answer = changed && sameParty(settled, party) ? quote.data : undefined;

  const people = peopleInParty(party);
  // Fewer people than names: the traveller says who stays (the lead always does), and the names kept are sent.
  const asksWhoStays = booking.travellers.length > people;
  const [kept, setKept] = useState<readonly number[] | null>(null);
  const staying = kept ?? booking.travellers.map((_, index) => index).slice(0, people);
  const tooManyStay = asksWhoStays && staying.length > people;

  function toggle(index: number) {
    setKept(staying.includes(index) ? staying.filter((each) => each !== index) : [...staying, index].sort((a, b) => a - b));
  }

  function confirm() {
    const travellers = asksWhoStays ? staying.map((index) => namedTraveller(booking.travellers[index]!)) : undefined;
    void change.send(() => changeParty(booking._id, { party, ...(travellers ? { travellers } : {}) }), planChangeMessages.changeFailed);
  }

  return (
    <div className="flex flex-col gap-4 text-stone-700">
      {tour.data ? (
        <PartyCounts types={countedTypes(tour.data)} party={party} onChange={setParty} disabled={busy} />
      ) : tour.isError ? (
        <p role="alert">{errorMessage(tour.error, 'The tour could not be loaded. Please try again.')}</p>
      ) : (
        <p>Loading...</p>
      )}
      {asksWhoStays && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-900">Who is still travelling?</legend>
          {booking.travellers.map((traveller, index) => (
            <label key={`${index}-${traveller.name}`} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={staying.includes(index)} disabled={busy || index === 0} onChange={() => toggle(index)} />
              {traveller.name}
              {index === 0 && <span className="text-xs text-stone-500">(booked by)</span>}
            </label>
          ))}
          {tooManyStay && (
            <p role="alert" className="text-sm text-red-800">
              Untick {staying.length - people} more: the new party has {people === 1 ? '1 person' : `${people} people`}.
            </p>
          )}
        </fieldset>
      )}
      {changed && quote.isError && sameParty(settled, party) && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(quote.error, planChangeMessages.changeFailed)}
        </p>
      )}
      {answer && (
        <>
          <ChangeQuote lines={answer.lines} total={answer.total} settlement={answer.settlement} />
          {!answer.seats.enough && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              Only {answer.seats.left} {answer.seats.left === 1 ? 'seat is' : 'seats are'} left on this date for {answer.seats.needed} more.
            </p>
          )}
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
          Keep party
        </Button>
        <Button variant="primary" onClick={confirm} disabled={busy || !answer || !answer.seats.enough || tooManyStay}>
          {change.state.step === 'sending'
            ? 'Changing...'
            : answer?.settlement.kind === 'pay'
              ? `Pay ${formatRupees(answer.settlement.amount)} and change`
              : 'Confirm new party'}
        </Button>
      </div>
    </div>
  );
}

/** A kept name as the request takes it: the age only when one was given. */
const namedTraveller = ({ name, age }: Traveller) => (age === null ? { name } : { name, age });
