import { personTypeMessages, priceLinesAnswer } from '@yatrika/contract/person-types';
import { adultsOnly, peopleInParty, priceBooking, seatsTaken, type Party } from '@yatrika/contract/price-calculation';
import { seatsLeftPhrase } from '@yatrika/contract/departure-messages';
import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { paymentMethodLabels, phonePaymentMethods, referenceRequired, type PhonePaymentMethod } from '@yatrika/contract/payment-methods';
import { phoneBookingMessages, type PhoneBookingInput } from '@yatrika/contract/phone-booking';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { useReducer, useState, type FormEvent } from 'react';
import { countedTypes } from '../../../components/party/counted-types.ts';
import { emptyPartyChoice, partyChoiceReducer } from '../../../components/party/party-choice.ts';
import { othersShown, withOther } from '../../../components/party/party-names.ts';
import { PartyCounts } from '../../../components/party/party-counts.tsx';
import { PriceLines } from '../../../components/price/price-lines.tsx';
import { TourPicker } from '../../../components/admin/tour-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { priceTypesOnDay } from '../../../lib/date-prices.ts';
import { formatRupees, todayInIndia } from '../../../lib/format.ts';
import { useDepartureDay } from '../../../lib/month-availability.ts';
import { DepartureDatePicker } from '../../../components/calendar/departure-date-picker.tsx';
import { tourPricesOf } from '../../../lib/tour-price.ts';
import { useTourChoices } from '../api/get-tour-choices.ts';
import { isOutsideSchedule } from '../api/move-booking.ts';
import { useTakePhoneBooking, type PhoneBookingAnswer } from '../api/take-phone-booking.ts';

const referenceMissing = (method: PhonePaymentMethod) =>
  method === 'upi' ? phoneBookingMessages.upiReferenceRequired : phoneBookingMessages.bankTransferReferenceRequired;

/** Seats left on a date or a departure, as the choices say it. */
const seatsWords = (slot: { status: string; seatsLeft: number }) => (slot.status === 'few_left' ? seatsLeftPhrase(slot.seatsLeft) : `${slot.seatsLeft} seats`);

/** The form's words for each method: a payment link is sent, not recorded as taken. */
const methodChoice = (method: PhonePaymentMethod) => (method === 'link' ? 'Send a payment link' : paymentMethodLabels[method]);

/** A typed number of people, kept between 1 and MAX_PEOPLE. */
const peopleOf = (text: string) => Math.min(MAX_PEOPLE, Math.max(1, Math.trunc(Number(text)) || 1));

/**
 * The operator's form for a booking taken by phone: tour, a date on its calendar (and start time,
 * when the date has several), the party (how many of each person type the tour offers, or a
 * number of people on a tour of adults only) and their names, the lead traveller's contact, and
 * how the money was taken, or a payment link to send. The lines and total shown are
 * `priceBooking`'s with the chosen date's prices, as the server prices the booking on saving.
 */
export function PhoneBookingForm({ onBooked }: { onBooked: (answer: PhoneBookingAnswer) => void }) {
  const tours = useTourChoices();
  const [tourId, setTourId] = useState('');
  /** The date, start time, party and names, kept as the traveller's booking form keeps them. */
  const [trip, choose] = useReducer(partyChoiceReducer, emptyPartyChoice);
  const { bookingDate, startTime: pickedTime, peopleText, counts } = trip;
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<PhonePaymentMethod>('upi');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');
  // The server answered that the date is outside what travellers can book: the operator may confirm it.
  const [outsideAsked, setOutsideAsked] = useState(false);
  const take = useTakePhoneBooking();

  const tour = tours.data?.find((choice) => choice._id === tourId);
  const chosenDay = useDepartureDay(tourId, bookingDate, todayInIndia()).data;
  const departures = chosenDay?.departures?.filter((departure) => !departure.closed) ?? [];
  // The time picked when the date has it, else the date's first departure.
  const startTime = departures.find((departure) => departure.startTime === pickedTime)?.startTime ?? departures[0]?.startTime;
  const tourPrices = tour ? tourPricesOf(tour) : [];
  // A tour of adults only keeps the one "People" box; by type, the seats are what the party takes (decision 030).
  const byType = tourPrices.length > 1;
  const party: Party = byType ? counts : adultsOnly(peopleOf(peopleText));
  // The chosen date's prices (decision 031); the tour's own until a date is chosen.
  const price = tour && peopleInParty(party) > 0 ? priceBooking({ priceTypes: priceTypesOnDay(tourPrices, chosenDay), party, groupDiscount: tour.groupDiscount }) : undefined;
  const lines = price ? priceLinesAnswer(price.lines) : undefined;
  const total = price ? price.totalPaise / 100 : undefined;
  const showLines = lines !== undefined && (byType || lines.length > 1);
  const needsReference = referenceRequired(method);
  const byLink = method === 'link';
  // A name is asked for everyone in the party beyond the lead, an infant on a lap too.
  const companions = othersShown(trip.names, Math.max(1, peopleInParty(party))).map((other) => other.name);

  function chooseTour(id: string) {
    setTourId(id);
    choose({ type: 'choiceCleared' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(false);
  }

  /** Sends the booking; `outsideSchedule` once the operator confirmed a date travellers cannot book. */
  function send(outsideSchedule: boolean) {
    setProblem('');
    setOutsideAsked(false);
    // A party of lap infants only would take no seat: say what is missing before sending.
    if (byType && seatsTaken(tourPrices, counts) === 0) return setProblem(personTypeMessages.partyWithoutSeat);
    if (needsReference && reference.trim() === '') return setProblem(referenceMissing(method));
    const named = companions.map((name) => name.trim()).filter((name) => name !== '');
    const input: PhoneBookingInput = {
      tourId,
      bookingDate,
      ...(startTime ? { startTime } : {}),
      numPeople: seatsTaken(tourPrices, party),
      ...(byType ? { party: counts } : {}),
      fullName: fullName.trim(),
      phone: phone.trim(),
      email: email.trim(),
      ...(named.length > 0 ? { travellers: [fullName.trim(), ...named].map((name) => ({ name })) } : {}),
      payment: { method, ...(reference.trim() && !byLink ? { reference: reference.trim() } : {}) },
      ...(outsideSchedule ? { outsideSchedule: true } : {}),
    };
    take.mutate(input, {
      onSuccess: onBooked,
      onError: (error) => {
        setProblem(errorMessage(error, phoneBookingMessages.saveFailed));
        // Past the horizon or off the schedule: paid offline, the operator may take it anyway.
        setOutsideAsked(!byLink && isOutsideSchedule(error));
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-col gap-5" aria-label="New booking by phone">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-stone-900">Trip</legend>
        <TourPicker label="Tour" required tours={tours.data ?? []} loading={tours.isPending} chosen={tourId ? [tourId] : []} onChange={([id = '']) => chooseTour(id)} disabled={take.isPending} />
        <DepartureDatePicker key={tourId} label="Date" tourId={tourId} value={bookingDate} onChange={(date) => choose({ type: 'dateChosen', date })} disabled={take.isPending} />
        {departures.length > 1 && (
          <SelectField label="Start time (India)" required value={startTime} onChange={(event) => choose({ type: 'timePicked', startTime: event.target.value })}>
            {departures.map((departure) => (
              <option key={departure.startTime} value={departure.startTime}>
                {departure.startTime} · {seatsWords(departure)}
              </option>
            ))}
          </SelectField>
        )}
        {byType && tour ? (
          <PartyCounts types={countedTypes(tour)} party={counts} onChange={(next) => choose({ type: 'partyCounted', party: next })} disabled={take.isPending} />
        ) : (
          <TextField label="People" type="number" min={1} max={MAX_PEOPLE} required value={peopleText} onChange={(event) => choose({ type: 'peopleTyped', text: event.target.value })} />
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-stone-900">Lead traveller</legend>
        <TextField label="Full name" required autoComplete="off" value={fullName} onChange={(event) => setFullName(event.target.value)} />
        <TextField label="Phone" type="tel" required autoComplete="off" value={phone} onChange={(event) => setPhone(event.target.value)} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          hint="Their account is found by this email, or opened with a link to choose a password."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {companions.map((name, index) => (
          <TextField
            key={index}
            label={`Traveller ${index + 2} name`}
            autoComplete="off"
            value={name}
            onChange={(event) => choose({ type: 'namesChanged', names: withOther(trip.names, index, { name: event.target.value }) })}
          />
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-stone-900">Payment</legend>
        <SelectField label="Payment method" value={method} onChange={(event) => setMethod(event.target.value as PhonePaymentMethod)}>
          {phonePaymentMethods.map((value) => (
            <option key={value} value={value}>
              {methodChoice(value)}
            </option>
          ))}
        </SelectField>
        {byLink ? (
          <p className="text-sm text-stone-600">
            The traveller is emailed a link to pay online. The seats are held for them until it runs out; paying makes the booking.
          </p>
        ) : (
          <TextField
            label={needsReference ? 'Payment reference' : 'Payment reference (optional)'}
            aria-required={needsReference}
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </fieldset>

      {showLines && lines && (
        <div className="rounded-xl bg-stone-50 px-4 py-3 text-stone-900 ring-1 ring-stone-200">
          <PriceLines lines={lines} />
        </div>
      )}
      <p className="text-lg font-semibold text-stone-900" aria-live="polite">
        Total: <span data-testid="phone-booking-total">{total === undefined ? '—' : formatRupees(total)}</span>
      </p>
      <FormMessage tone="error">{problem}</FormMessage>
      {outsideAsked && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-stone-700">{operatorBookingMessages.confirmBookOutsideSchedule}</p>
          <Button variant="secondary" onClick={() => send(true)} disabled={take.isPending}>
            {operatorBookingMessages.bookOutsideSchedule}
          </Button>
        </div>
      )}
      <Button type="submit" disabled={take.isPending || !tourId || !bookingDate}>
        {take.isPending ? 'Saving…' : byLink ? 'Send payment link' : 'Save booking'}
      </Button>
    </form>
  );
}
