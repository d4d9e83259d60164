import type { Booking } from '@yatrika/contract/bookings';
import { tripShape } from '@yatrika/contract/departure-messages';
import type { Tour } from '@yatrika/contract/tours';
import { personTypeMessages, priceLinesAnswer } from '@yatrika/contract/person-types';
import { adultsOnly, peopleInParty, priceBooking, seatsTaken, type Party } from '@yatrika/contract/price-calculation';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatRupees, todayInIndia } from '../../../lib/format.ts';
import { tourPricesOf } from '../../../lib/tour-price.ts';
import { PriceLines } from '../../../components/price/price-lines.tsx';
import { availabilityKey } from '../api/get-availability.ts';
import { runCheckout, type CheckoutEvent } from '../../../lib/checkout/run-checkout.ts';
import { bookingCheckout, bookingCheckoutMessages } from '../payment/booking-checkout.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { bookingFieldProblem, bookingFormMessages, checkBooking, emptyBookingFields, emptyFieldNotes, type BookingFormValues } from './booking-validation.ts';
import { CancellationPolicyNote } from './cancellation-policy-note.tsx';
import { PaymentChoiceField } from './payment-choice.tsx';
import { partPaymentOffer, type PaymentChoice } from '@yatrika/contract/part-payment';
import { isChoosable } from './departure-day-words.ts';
import { HoldNotice } from './hold-notice.tsx';
import { PartyFields } from './party-fields.tsx';
import { BusinessInvoiceFields } from './business-invoice-fields.tsx';
import { businessInvoiceToSend, emptyBusinessInvoice } from './business-invoice.ts';
import { PromoCodeField, promoCodeFor, type AppliedPromoCode } from './promo-code-field.tsx';
import { PartyCounts } from '../../../components/party/party-counts.tsx';
import { countedTypes } from '../../../components/party/counted-types.ts';
import { TourPersonPrices } from './tour-person-prices.tsx';
import { emptyPartyNames, partySize, travellersToSend, type PartyNames } from './party-names.ts';
import type { OwnHold } from './own-hold.ts';
import { StartTimeChoice } from './start-time-choice.tsx';
import { TourScheduleNote } from './tour-schedule-note.tsx';
import { TravelDatePicker } from './travel-date-picker.tsx';
import { useChosenDeparture } from './use-chosen-departure.ts';
import { adultPriceOn, priceTypesOnDay } from '../../../lib/date-prices.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useWaitlistOffer } from './use-waitlist-offer.ts';
import { WaitlistJoin } from './waitlist-join.tsx';

type Phase = 'idle' | 'processing' | 'paid';
type Tone = 'error' | 'progress';

const buttonText: Record<Phase, string> = {
  idle: 'Confirm Booking & Pay',
  processing: 'Processing Payment...',
  paid: 'Payment Successful!',
};

const toneClasses: Record<Tone, string> = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  progress: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/**
 * The booking form and the payment that confirms it. The traveller's name and phone are
 * filled in from their profile until they type their own; the date comes from the tour's
 * availability calendar, and the party cannot outnumber that date's seats. Each further
 * traveller gets a name and an age field as the party grows. A tour with prices by person type
 * asks how many of each (adults from 1) and sends the party; the lines and the total are
 * `priceBooking`'s, the same calculation the server charges with, and update as the party changes.
 */
export function BookingForm({ tour }: { tour: Tour }) {
  const { data: profile } = useCurrentUser();
  const [typed, setTyped] = useState<Partial<BookingFormValues>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<{ tone: Tone; text: string; detail?: string } | null>(null);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  /** What is wrong with each field, said under it: found as the traveller leaves a field, and on submit. */
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<keyof BookingFormValues, string>>>({});
  /** The seats the server holds for this traveller's latest checkout (kept after the dialog closes: they still count). */
  const [ownHold, setOwnHold] = useState<OwnHold | null>(null);
  /** The latest checkout kept the hold of an earlier one on the date (same end): it added no time. */
  const [reopened, setReopened] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [partyNames, setPartyNames] = useState<PartyNames>(emptyPartyNames);
  // GST invoice in a business's name (decision 033): optional.
  const [businessInvoice, setBusinessInvoice] = useState(emptyBusinessInvoice);
  const [gstinProblem, setGstinProblem] = useState<string>();
  /** The start time picked among the date's departures; the first one open until the traveller picks. */
  const [pickedTime, setPickedTime] = useState<string | undefined>(undefined);
  /** A promo code the server said applies (decision 032), sent with the order while the date and party stay as checked. */
  const [promo, setPromo] = useState<AppliedPromoCode | null>(null);
  /** The party by type, for a tour that prices types apart. */
  const [counts, setCounts] = useState<Party>({ adult: 1 });
  /** Paying in parts (decision 035): the full amount unless the traveller picks the advance. */
  const [payment, setPayment] = useState<PaymentChoice>('full');
  const queryClient = useQueryClient();
  const today = todayInIndia();
  /** Opened from a waiting-list offer email: the held seats' departure and party, chosen for the traveller. */
  const waitlistOffer = useWaitlistOffer(tour._id);
  const [appliedOffer, setAppliedOffer] = useState<string>();
  // Once per offer, while rendering (React's way to follow a changed input): the traveller may change anything afterwards.
  if (waitlistOffer?.offer && appliedOffer !== waitlistOffer._id) {
    const held = waitlistOffer.offer;
    setAppliedOffer(waitlistOffer._id);
    setTyped((current) => ({ ...current, bookingDate: waitlistOffer.bookingDate, numPeople: String(waitlistOffer.numPeople) }));
    setPickedTime(waitlistOffer.startTime);
    setCounts(Object.fromEntries(Object.entries(waitlistOffer.party).filter(([, count]) => count > 0)) as Party);
    setOwnHold({ date: waitlistOffer.bookingDate, startTime: waitlistOffer.startTime, seats: held.seats, expiresAt: held.expiresAt });
  }

  const tourPrices = tourPricesOf(tour);
  // A tour of adults only keeps the one "Number of people" box; by type, the seats are what the party takes.
  const byType = tourPrices.length > 1;
  const values: BookingFormValues = {
    fullName: typed.fullName ?? (profile ? `${profile.firstname} ${profile.lastname}`.trim() : ''),
    phone: typed.phone ?? profile?.phone ?? '',
    bookingDate: typed.bookingDate ?? '',
    numPeople: byType ? String(seatsTaken(tourPrices, counts)) : (typed.numPeople ?? '1'),
  };
  const busy = phase !== 'idle';
  const { day: chosenDay, departure, seatLimit, peopleError } = useChosenDeparture(tour._id, values.bookingDate, pickedTime, values.numPeople, today, ownHold);
  // The chosen date's prices (decision 031); the tour's until a date is chosen.
  const prices = priceTypesOnDay(tourPrices, chosenDay);
  const pricePerPerson = adultPriceOn(chosenDay) ?? tour.pricePerPerson;
  const typedPeople = Number(values.numPeople);
  const party: Party | undefined = byType ? counts : Number.isInteger(typedPeople) && typedPeople >= 1 && values.numPeople.trim() ? adultsOnly(typedPeople) : undefined;
  const partyPeople = party ? peopleInParty(party) : 1;
  const price = party && partyPeople > 0 ? priceBooking({ priceTypes: prices, party, groupDiscount: tour.groupDiscount }) : undefined;
  const startTimeShown = departure?.startTime ?? tour.schedule.startTime;
  const bookingForCode = { tourId: tour._id, fullName: values.fullName, phone: values.phone, bookingDate: values.bookingDate, numPeople: Number(values.numPeople), ...(byType ? { party: counts } : {}), startTime: startTimeShown };
  // With a code the server said applies, its lines and total (the code's discount included) are what the order will charge.
  const appliedCode = promoCodeFor(promo, bookingForCode);
  const lines = appliedCode ? appliedCode.price.lines : price ? priceLinesAnswer(price.lines) : undefined;
  const total = appliedCode ? appliedCode.price.total : price ? price.totalPaise / 100 : undefined;
  const showLines = lines !== undefined && (byType || lines.length > 1);
  // The advance and the balance, by the contract's split of this total (none near the departure, or when the tour takes none).
  const advanceOffer = total !== undefined && values.bookingDate ? partPaymentOffer(Math.round(total * 100), { advancePercent: tour.advancePercent ?? null, balanceDueDays: tour.balanceDueDays ?? null }, values.bookingDate, today) : null;
  const paying: PaymentChoice = advanceOffer ? payment : 'full';

  const markField = (name: keyof BookingFormValues, problem: string | undefined) =>
    setFieldProblems((current) => (current[name] === problem ? current : { ...current, [name]: problem }));

  const field = (name: keyof BookingFormValues) => ({
    value: values[name],
    error: fieldProblems[name],
    onBlur: (event: { target: { value: string } }) => markField(name, bookingFieldProblem(name, event.target.value)),
    onChange: (event: { target: { value: string } }) => {
      setTyped((current) => ({ ...current, [name]: event.target.value }));
      // Once marked, the mark goes as soon as the value is right.
      if (fieldProblems[name]) markField(name, bookingFieldProblem(name, event.target.value));
    },
  });

  // "All booking fields are required." goes once every field is filled in, without waiting for another submit.
  const shownMessage = message?.text === bookingFormMessages.allRequired && emptyBookingFields(values).length === 0 ? null : message;

  const refreshSeats = () => queryClient.invalidateQueries({ queryKey: availabilityKey(tour._id) });

  function onCheckoutEvent(event: CheckoutEvent<Booking>) {
    if (event.type === 'verifying') {
      setPhase('processing');
      setMessage({ tone: 'progress', text: bookingCheckoutMessages.verifying });
    } else if (event.type === 'failed') {
      setPhase('idle');
      setCheckoutOpen(false);
      setMessage({ tone: 'error', text: event.message, detail: event.detail });
    } else {
      setPhase('paid');
      setCheckoutOpen(false);
      setOwnHold(null);
      setMessage(null);
      setConfirmed(event.verified);
      void refreshSeats();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A party of lap infants only would read as "at least 1 person": say what is missing instead.
    if (byType && seatsTaken(prices, counts) === 0) {
      setMessage({ tone: 'error', text: personTypeMessages.partyWithoutSeat });
      return;
    }
    const check = checkBooking(pricePerPerson, values, today, departure);
    if (!check.ok) {
      setMessage({ tone: 'error', text: check.message });
      // The spec's "All booking fields are required." stays the message; each empty field is marked too.
      if (check.message === bookingFormMessages.allRequired) {
        const empty = emptyBookingFields(values);
        setFieldProblems(Object.fromEntries(empty.map((name) => [name, emptyFieldNotes[name]])));
        focusFirst(event.currentTarget as HTMLFormElement, empty[0]);
      }
      return;
    }
    const named = travellersToSend(check.details.fullName, byType ? partyPeople : (check.details.numPeople ?? 1), partyNames);
    if ('problem' in named) {
      setMessage({ tone: 'error', text: named.problem });
      return;
    }
    const business = businessInvoiceToSend(businessInvoice);
    setGstinProblem('problem' in business ? business.problem : undefined);
    if ('problem' in business) {
      setMessage({ tone: 'error', text: business.problem });
      return;
    }
    setFieldProblems({});
    setPhase('processing');
    setMessage(null);
    // The departure the seats were shown for; the tour's first start time before the date's seats are known.
    const startTime = departure?.startTime ?? tour.schedule.startTime;
    const promoCode = promoCodeFor(promo, { ...check.details, startTime, ...(byType ? { party: counts } : {}) })?.code;
    const details = { ...check.details, startTime, travellers: named.travellers, ...(byType ? { party: counts } : {}), ...business.fields, ...(promoCode ? { promoCode } : {}) };
    const date = details.bookingDate;
    const steps = bookingCheckout(
      { tour, details, payment: paying },
      {
        onHeld: (hold) => {
          setReopened(ownHold !== null && ownHold.date === date && ownHold.startTime === startTime && ownHold.expiresAt === hold.expiresAt);
          setOwnHold({ ...hold, date, startTime });
          setCheckoutOpen(true);
        },
        onSeatsChanged: () => {
          setOwnHold(null);
          void refreshSeats();
        },
      },
    );
    void runCheckout(steps, onCheckoutEvent);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="booking-heading" className="flex flex-col gap-5">
      {/* Length, group size and the cancellation rule beside the price: what a traveller weighs it against. */}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-stone-600">Price per person</p>
        <p className="font-display text-3xl font-bold text-stone-900">{formatRupees(tour.pricePerPerson)}</p>
        <p className="text-sm font-medium text-stone-700">{tripShape(tour.durationDays, tour.capacity)}</p>
        <CancellationPolicyNote className="text-sm text-emerald-800" />
        <TourPersonPrices tour={tour} />
        <TourScheduleNote schedule={tour.schedule} minimumGroup={tour} />
      </div>
      <h2 id="booking-heading" className="border-t border-stone-200 pt-5 text-xl font-semibold">
        Book this tour
      </h2>
      {waitlistOffer?.offer && phase === 'idle' && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
          Seats freed up for you from the waiting list: {waitlistOffer.offer.seats === 1 ? 'your seat is' : `your ${waitlistOffer.offer.seats} seats are`} held until{' '}
          {formatIndiaDateTime(waitlistOffer.offer.expiresAt)}. Pay below to book {waitlistOffer.offer.seats === 1 ? 'it' : 'them'}.
        </p>
      )}
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <legend className="sr-only">Traveller details</legend>
        <TextField label="Full name" name="fullName" autoComplete="name" required maxLength={120} {...field('fullName')} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required maxLength={20} {...field('phone')} />
        <TravelDatePicker
          // A new offer's date may be in another month: the calendar opens on it.
          key={appliedOffer ?? 'chosen'}
          tourId={tour._id}
          today={today}
          selected={values.bookingDate}
          selectedDay={chosenDay}
          onSelect={(bookingDate) => {
            setTyped((current) => ({ ...current, bookingDate }));
            markField('bookingDate', undefined);
          }}
          error={fieldProblems.bookingDate}
          ownHold={ownHold}
          disabled={busy}
        />
        {chosenDay && (
          <StartTimeChoice departures={chosenDay.departures} selected={departure?.startTime} onSelect={setPickedTime} disabled={busy} />
        )}
        {byType ? (
          <div className="flex flex-col gap-1">
            <PartyCounts types={countedTypes(tour)} party={counts} onChange={setCounts} disabled={busy} />
            {peopleError ? (
              <p className="text-sm text-red-700" role="alert">
                {peopleError}
              </p>
            ) : (
              isChoosable(departure) && <p className="text-xs text-stone-500">Up to {seatLimit} seats on this {(chosenDay?.departures.length ?? 0) > 1 ? 'departure' : 'date'}.</p>
            )}
          </div>
        ) : (
        <TextField
          label="Number of people"
          name="numPeople"
          type="number"
          min={1}
          max={seatLimit}
          step={1}
          inputMode="numeric"
          required
          {...field('numPeople')}
          error={peopleError ?? fieldProblems.numPeople}
          hint={isChoosable(departure) ? `Up to ${seatLimit} on this ${(chosenDay?.departures.length ?? 0) > 1 ? 'departure' : 'date'}.` : undefined}
        />
        )}
        {peopleError && departure && departure.status !== 'closed' && phase === 'idle' && (
          <WaitlistJoin
            tourId={tour._id}
            bookingDate={values.bookingDate}
            startTime={departure.startTime}
            party={byType ? counts : undefined}
            numPeople={Number(values.numPeople)}
            disabled={busy}
          />
        )}
        <PartyFields leadName={values.fullName} size={byType ? Math.max(1, partyPeople) : partySize(values.numPeople)} names={partyNames} onChange={setPartyNames} />
        <PromoCodeField booking={bookingForCode} applied={promo} onApplied={setPromo} disabled={busy} />
        <BusinessInvoiceFields value={businessInvoice} onChange={setBusinessInvoice} error={gstinProblem} />
      </fieldset>

      {showLines && lines && (
        <div className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
          <PriceLines lines={lines} />
        </div>
      )}
      <div className="flex items-baseline justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
        <span className="text-sm font-medium">
          Total
          {total !== undefined && !showLines && (
            <span className="text-brand-800">
              {' '}
              · {formatRupees(pricePerPerson)} × {values.numPeople}
            </span>
          )}
        </span>
        <output className="text-xl font-bold" aria-live="polite" aria-label="Total amount">
          {total === undefined ? '—' : formatRupees(total)}
        </output>
      </div>

      {advanceOffer && total !== undefined && <PaymentChoiceField offer={advanceOffer} total={total} value={paying} onChange={setPayment} disabled={busy} />}

      <Button type="submit" variant="primary" size="lg" className={`w-full ${phase === 'paid' ? 'bg-emerald-700! disabled:opacity-100' : ''}`} disabled={busy}>
        {phase === 'processing' && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {phase === 'paid' && <span aria-hidden="true">✓</span>}
        {buttonText[phase]}
      </Button>

      <div aria-live="polite" className="empty:hidden flex flex-col gap-3">
        {checkoutOpen && ownHold && <HoldNotice hold={ownHold} reopened={reopened} />}
        {shownMessage && (
          <p role={shownMessage.tone === 'error' ? 'alert' : 'status'} className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${toneClasses[shownMessage.tone]}`}>
            {shownMessage.text}
            {shownMessage.detail && <span className="mt-1 block text-xs font-normal opacity-80">Details for support: {shownMessage.detail}</span>}
          </p>
        )}
        {phase === 'paid' && confirmed && <BookingConfirmation booking={confirmed} />}
      </div>
      {phase === 'idle' && <p className="text-center text-xs text-stone-500">You pay securely in the next step.</p>}
    </form>
  );
}

/** Puts the cursor on the first empty field (the calendar has no single box: its first day button). */
function focusFirst(form: HTMLFormElement, name: keyof BookingFormValues | undefined) {
  if (!name) return;
  const element = name === 'bookingDate' ? form.querySelector<HTMLElement>('fieldset fieldset button:not([disabled])') : form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
