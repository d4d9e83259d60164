import type { Booking } from '@yatrika/contract/bookings';
import { tripShape } from '@yatrika/contract/departure-messages';
import type { Tour } from '@yatrika/contract/tours';
import { personTypeMessages, priceLinesAnswer } from '@yatrika/contract/person-types';
import { adultsOnly, peopleInParty, priceBooking, seatsTaken, type Party } from '@yatrika/contract/price-calculation';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatRupees, todayInIndia } from '../../../lib/format.ts';
import { tourPricesOf } from '../../../lib/tour-price.ts';
import { PriceLines } from '../../../components/price/price-lines.tsx';
import { availabilityKey } from '../../../lib/month-availability.ts';
import { runCheckout, type CheckoutEvent } from '../../../lib/checkout/run-checkout.ts';
import { bookingCheckout, bookingCheckoutMessages } from '../payment/booking-checkout.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { bookingFormMessages, checkBooking, emptyBookingFields, emptyFieldNotes, type BookingFormValues } from './booking-validation.ts';
import { CancellationPolicyNote } from './cancellation-policy-note.tsx';
import { PaymentChoiceField } from './payment-choice.tsx';
import { partPaymentOffer, type PaymentChoice } from '@yatrika/contract/part-payment';
import { bookingFormReducer, initialBookingForm, isOpen, type BookingStep } from './booking-form-state.ts';
import { isChoosable } from '../../../components/calendar/departure-day-words.ts';
import { HoldNotice } from './hold-notice.tsx';
import { PartyFields } from './party-fields.tsx';
import { BusinessInvoiceFields } from './business-invoice-fields.tsx';
import { businessInvoiceToSend } from './business-invoice.ts';
import { PromoCodeField, promoCodeFor } from './promo-code-field.tsx';
import { PartyCounts } from '../../../components/party/party-counts.tsx';
import { countedTypes } from '../../../components/party/counted-types.ts';
import { TourPersonPrices } from './tour-person-prices.tsx';
import { partySize, travellersToSend } from '../../../components/party/party-names.ts';
import { StartTimeChoice } from './start-time-choice.tsx';
import { TourScheduleNote } from './tour-schedule-note.tsx';
import { TravelDatePicker } from './travel-date-picker.tsx';
import { useChosenDeparture } from './use-chosen-departure.ts';
import { adultPriceOn, priceTypesOnDay } from '../../../lib/date-prices.ts';
import { useTripFromAddress } from './use-trip-from-address.ts';
import { waitlistOfferWords } from '@yatrika/contract/waitlist';
import { useWaitlistOffer } from './use-waitlist-offer.ts';
import { WaitlistJoin } from './waitlist-join.tsx';

type Tone = 'error' | 'progress';

/** The button's words at each step. */
const buttonText = (step: BookingStep) => (step.name === 'paying' ? 'Processing Payment...' : step.name === 'paid' ? 'Payment Successful!' : 'Confirm Booking & Pay');

const toneClasses: Record<Tone, string> = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  progress: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** What the form says under the button at each step: a refusal, a failed checkout, or the verification running. */
function stepMessage(step: BookingStep): { tone: Tone; text: string; detail?: string } | null {
  if (step.name === 'choosing') return step.refusal ? { tone: 'error', text: step.refusal } : null;
  if (step.name === 'failed') return { tone: 'error', text: step.message, detail: step.detail };
  if (step.name === 'paying' && step.verifying) return { tone: 'progress', text: bookingCheckoutMessages.verifying };
  return null;
}

/**
 * The booking form and the payment that confirms it. The traveller's name and phone are
 * filled in from their profile until they type their own; the date comes from the tour's
 * availability calendar, and the party cannot outnumber that date's seats. Each further
 * traveller gets a name and an age field as the party grows. A tour with prices by person type
 * asks how many of each (adults from 1) and sends the party; the lines and the total are
 * `priceBooking`'s, the same calculation the server charges with, and update as the party changes.
 * Its state, from the first field to the booking paid, is `bookingFormReducer`'s.
 */
export function BookingForm({ tour }: { tour: Tour }) {
  const { data: profile } = useCurrentUser();
  const [state, dispatch] = useReducer(bookingFormReducer, initialBookingForm);
  const { step, contact, trip, fieldProblems, ownHold, business: businessInvoice, gstinProblem, promo, payment } = state;
  const queryClient = useQueryClient();
  const today = todayInIndia();
  /** Opened from a waiting-list offer email: the held seats' departure and party, chosen for the traveller. */
  const offerState = useWaitlistOffer(tour._id);
  const waitlistOffer = offerState.kind === 'held' ? offerState.entry : undefined;
  // Once per offer, while rendering (React's way to follow a changed input): the traveller may change anything afterwards.
  if (waitlistOffer?.offer && state.appliedOffer !== waitlistOffer._id) {
    const held = waitlistOffer.offer;
    dispatch({
      type: 'offerApplied',
      offerId: waitlistOffer._id,
      choice: {
        bookingDate: waitlistOffer.bookingDate,
        startTime: waitlistOffer.startTime,
        peopleText: String(waitlistOffer.numPeople),
        counts: Object.fromEntries(Object.entries(waitlistOffer.party).filter(([, count]) => count > 0)) as Party,
      },
      hold: { date: waitlistOffer.bookingDate, startTime: waitlistOffer.startTime, seats: held.seats, expiresAt: held.expiresAt },
    });
  }

  /** Chosen on the tour's public page before signing in: the address brings it here (trip-in-address.ts). */
  const tripFromAddress = useTripFromAddress(tour, today);
  // Once, while rendering, as the waiting-list offer above is applied.
  if (tripFromAddress && !state.addressApplied) dispatch({ type: 'addressApplied', trip: tripFromAddress });

  const tourPrices = tourPricesOf(tour);
  // A tour of adults only keeps the one "Number of people" box; by type, the seats are what the party takes.
  const byType = tourPrices.length > 1;
  const counts = trip.counts;
  const values: BookingFormValues = {
    fullName: contact.fullName ?? (profile ? `${profile.firstname} ${profile.lastname}`.trim() : ''),
    phone: contact.phone ?? profile?.phone ?? '',
    bookingDate: trip.bookingDate,
    numPeople: byType ? String(seatsTaken(tourPrices, counts)) : trip.peopleText,
  };
  const open = isOpen(step);
  const busy = !open;
  const { day: chosenDay, departure, seatLimit, peopleError } = useChosenDeparture(tour._id, values.bookingDate, trip.startTime, values.numPeople, today, ownHold);
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

  const field = (name: keyof BookingFormValues) => ({
    value: values[name],
    error: fieldProblems[name],
    onBlur: (event: { target: { value: string } }) => dispatch({ type: 'left', name, value: event.target.value }),
    onChange: (event: { target: { value: string } }) => dispatch({ type: 'typed', name, value: event.target.value }),
  });

  // "All booking fields are required." goes once every field is filled in, without waiting for another submit.
  const message = stepMessage(step);
  const shownMessage = message?.text === bookingFormMessages.allRequired && emptyBookingFields(values).length === 0 ? null : message;

  const refreshSeats = () => queryClient.invalidateQueries({ queryKey: availabilityKey(tour._id) });

  function onCheckoutEvent(event: CheckoutEvent<Booking>) {
    if (event.type === 'verifying') dispatch({ type: 'verifying' });
    else if (event.type === 'failed') dispatch({ type: 'checkoutFailed', message: event.message, detail: event.detail });
    else {
      // What the traveller was charged: the order's amount (paise), the advance when paying in parts.
      dispatch({ type: 'paid', booking: event.verified, amountPaid: event.order.amount / 100 });
      void refreshSeats();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A party of lap infants only would read as "at least 1 person": say what is missing instead.
    if (byType && seatsTaken(prices, counts) === 0) {
      dispatch({ type: 'refused', message: personTypeMessages.partyWithoutSeat });
      return;
    }
    const check = checkBooking(pricePerPerson, values, today, departure);
    if (!check.ok) {
      // The spec's "All booking fields are required." stays the message; each empty field is marked too.
      if (check.message === bookingFormMessages.allRequired) {
        const empty = emptyBookingFields(values);
        dispatch({ type: 'refused', message: check.message, marks: Object.fromEntries(empty.map((name) => [name, emptyFieldNotes[name]])) });
        focusFirst(event.currentTarget as HTMLFormElement, empty[0]);
      } else {
        dispatch({ type: 'refused', message: check.message });
      }
      return;
    }
    const named = travellersToSend(check.details.fullName, byType ? partyPeople : (check.details.numPeople ?? 1), trip.names);
    if ('problem' in named) {
      dispatch({ type: 'refused', message: named.problem });
      return;
    }
    const business = businessInvoiceToSend(businessInvoice);
    if ('problem' in business) {
      dispatch({ type: 'refused', message: business.problem, gstinProblem: business.problem });
      return;
    }
    dispatch({ type: 'checkoutStarted' });
    // The departure the seats were shown for; the tour's first start time before the date's seats are known.
    const startTime = departure?.startTime ?? tour.schedule.startTime;
    const promoCode = promoCodeFor(promo, { ...check.details, startTime, ...(byType ? { party: counts } : {}) })?.code;
    const details = { ...check.details, startTime, travellers: named.travellers, ...(byType ? { party: counts } : {}), ...business.fields, ...(promoCode ? { promoCode } : {}) };
    const steps = bookingCheckout(
      { tour, details, payment: paying },
      {
        onHeld: (hold) => dispatch({ type: 'held', hold: { ...hold, date: details.bookingDate, startTime } }),
        onSeatsChanged: () => {
          dispatch({ type: 'seatsChanged' });
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
      {waitlistOffer && open && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
          Seats freed up for you from the waiting list: {waitlistOfferWords.heldForYou(waitlistOffer.offer.seats, waitlistOffer.offer.expiresAt)}. Pay below to book{' '}
          {waitlistOffer.offer.seats === 1 ? 'it' : 'them'}.
        </p>
      )}
      {(offerState.kind === 'over' || offerState.kind === 'booked') && open && (
        <p role="status" className="rounded-xl bg-stone-100 px-4 py-3 text-sm font-medium text-stone-800 ring-1 ring-stone-200">
          {waitlistOfferWords[offerState.kind]}
        </p>
      )}
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <legend className="sr-only">Traveller details</legend>
        <TextField label="Full name" name="fullName" autoComplete="name" required maxLength={120} {...field('fullName')} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required maxLength={20} {...field('phone')} />
        <TravelDatePicker
          // A new offer's date, or the one the address brought, may be in another month: the calendar opens on it.
          key={state.appliedOffer ?? (state.addressApplied ? 'from-address' : 'chosen')}
          tourId={tour._id}
          today={today}
          selected={values.bookingDate}
          selectedDay={chosenDay}
          onSelect={(date) => dispatch({ type: 'dateChosen', date })}
          error={fieldProblems.bookingDate}
          ownHold={ownHold}
          disabled={busy}
        />
        {chosenDay && (
          <StartTimeChoice departures={chosenDay.departures} selected={departure?.startTime} onSelect={(startTime) => dispatch({ type: 'timePicked', startTime })} disabled={busy} />
        )}
        {byType ? (
          <div className="flex flex-col gap-1">
            <PartyCounts types={countedTypes(tour)} party={counts} onChange={(next) => dispatch({ type: 'partyCounted', party: next })} disabled={busy} />
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
        {peopleError && departure && departure.status !== 'closed' && open && (
          <WaitlistJoin
            tourId={tour._id}
            bookingDate={values.bookingDate}
            startTime={departure.startTime}
            party={byType ? counts : undefined}
            numPeople={Number(values.numPeople)}
            disabled={busy}
          />
        )}
        <PartyFields leadName={values.fullName} size={byType ? Math.max(1, partyPeople) : partySize(values.numPeople)} names={trip.names} onChange={(names) => dispatch({ type: 'namesChanged', names })} />
        <PromoCodeField booking={bookingForCode} applied={promo} onApplied={(applied) => dispatch({ type: 'promoApplied', promo: applied })} disabled={busy} />
        <BusinessInvoiceFields value={businessInvoice} onChange={(business) => dispatch({ type: 'businessChanged', business })} error={gstinProblem} />
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

      {advanceOffer && total !== undefined && <PaymentChoiceField offer={advanceOffer} total={total} value={paying} onChange={(choice) => dispatch({ type: 'paymentChosen', payment: choice })} disabled={busy} />}

      <Button type="submit" variant="primary" size="lg" className={`w-full ${step.name === 'paid' ? 'bg-emerald-700! disabled:opacity-100' : ''}`} disabled={busy}>
        {step.name === 'paying' && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {step.name === 'paid' && <span aria-hidden="true">✓</span>}
        {buttonText(step)}
      </Button>

      <div aria-live="polite" className="empty:hidden flex flex-col gap-3">
        {step.name === 'paying' && step.held && ownHold && <HoldNotice hold={ownHold} reopened={step.held.reopened} />}
        {shownMessage && (
          <p role={shownMessage.tone === 'error' ? 'alert' : 'status'} className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${toneClasses[shownMessage.tone]}`}>
            {shownMessage.text}
            {shownMessage.detail && <span className="mt-1 block text-xs font-normal opacity-80">Details for support: {shownMessage.detail}</span>}
          </p>
        )}
        {step.name === 'paid' && <BookingConfirmation booking={step.booking} amountPaid={step.amountPaid} />}
      </div>
      {open && <p className="text-center text-xs text-stone-500">You pay securely in the next step.</p>}
    </form>
  );
}

/** Puts the cursor on the first empty field (the calendar has no single box: its first day button). */
function focusFirst(form: HTMLFormElement, name: keyof BookingFormValues | undefined) {
  if (!name) return;
  const element = name === 'bookingDate' ? form.querySelector<HTMLElement>('fieldset fieldset button:not([disabled])') : form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
