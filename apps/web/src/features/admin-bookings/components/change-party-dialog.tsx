import type { AdminBooking } from '@yatrika/contract/bookings';
import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { offlinePaymentMethods, paymentMethodLabels, PAYMENT_REFERENCE_MAX, referenceRequired, type OfflinePaymentMethod } from '@yatrika/contract/payment-methods';
import type { PartyChangeQuote } from '@yatrika/contract/party-changes';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useChangeParty } from '../api/change-party.ts';
import { usePartyQuote } from '../api/get-party-quote.ts';
import { partySeatsLine } from './party-words.ts';
import { partyWords } from '../../../lib/party-words.ts';

interface ChangePartyDialogProps {
  booking: AdminBooking;
  onClose: () => void;
  /** The server's sentence once changed. */
  onChanged: (message: string) => void;
}

/** The number box's text as a party other than the booking's own, or null (nothing to quote yet). */
function partyOf(text: string, current: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const count = Number(text);
  return count >= 1 && count <= MAX_PEOPLE && count !== current ? count : null;
}

/**
 * Changes the party of a booking still to come (decision 023): the server's quote (new total,
 * difference, seats, how the difference is settled) is shown before the operator confirms; a larger
 * paid party needs how the difference was collected. Mount it only while open.
 */
export function ChangePartyDialog({ booking, onClose, onChanged }: ChangePartyDialogProps) {
  const [text, setText] = useState(String(booking.numPeople));
  const [method, setMethod] = useState<OfflinePaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const numPeople = partyOf(text, booking.numPeople);
  const quote = usePartyQuote(booking._id, numPeople);
  const changeParty = useChangeParty();
  const formId = `party-${booking._id}`;
  const collecting = quote.data?.settlement.kind === 'collect';
  const missingReference = collecting && referenceRequired(method) && !reference.trim();
  const ready = numPeople !== null && quote.data !== undefined && quote.data.seats.enough && !missingReference;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || numPeople === null) return;
    const payment = collecting ? { method, ...(reference.trim() ? { reference: reference.trim() } : {}) } : undefined;
    changeParty.mutate({ bookingId: booking._id, change: { numPeople, ...(payment ? { payment } : {}) } }, { onSuccess: (answer) => onChanged(answer.message) });
  }

  return (
    <Modal
      open
      title="Change the party"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the party
          </Button>
          <Button type="submit" form={formId} disabled={!ready || changeParty.isPending}>
            Change party
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-stone-700">
          {booking.fullName}'s party of {partyWords(booking)} on <strong>{booking.tour.title}</strong>.
        </p>
        <TextField label="People" type="number" inputMode="numeric" min={1} max={MAX_PEOPLE} required value={text} onChange={(event) => setText(event.target.value)} />
        {numPeople === null ? (
          <p className="text-sm text-stone-600">Enter how many people travel now.</p>
        ) : quote.isPending ? (
          <LoadingState />
        ) : quote.isError ? (
          <ErrorState>{errorMessage(quote.error, 'Failed to quote the change.')}</ErrorState>
        ) : (
          <PartyQuote quote={quote.data} />
        )}
        {collecting && (
          <>
            <SelectField label="Collected by" value={method} onChange={(event) => setMethod(event.target.value as OfflinePaymentMethod)}>
              {offlinePaymentMethods.map((option) => (
                <option key={option} value={option}>
                  {paymentMethodLabels[option]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={referenceRequired(method) ? 'Payment reference' : 'Payment reference (optional)'}
              required={referenceRequired(method)}
              maxLength={PAYMENT_REFERENCE_MAX}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </>
        )}
        <FormMessage tone="error">{changeParty.isError ? errorMessage(changeParty.error, 'Failed to change the party.') : null}</FormMessage>
      </form>
    </Modal>
  );
}

/** The quote in a few lines: totals, the difference, the seats and how it settles. */
function PartyQuote({ quote }: { quote: PartyChangeQuote }) {
  const sign = quote.difference > 0 ? '+' : quote.difference < 0 ? '−' : '';
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2 text-sm ring-1 ring-stone-200" aria-live="polite">
      <p>
        New total <strong>{formatRupees(quote.total.to)}</strong> (was {formatRupees(quote.total.from)}; {sign}
        {formatRupees(Math.abs(quote.difference))})
      </p>
      <p className={quote.seats.enough ? 'text-stone-600' : 'font-semibold text-red-700'}>{partySeatsLine(quote.seats)}</p>
      <p className="mt-1 font-semibold text-stone-800">{quote.settlement.line}</p>
    </div>
  );
}
