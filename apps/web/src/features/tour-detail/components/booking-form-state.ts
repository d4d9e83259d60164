import type { Booking } from '@yatrika/contract/bookings';
import type { SeatHold } from '@yatrika/contract/departures';
import type { PaymentChoice } from '@yatrika/contract/part-payment';
import { peopleInParty } from '@yatrika/contract/price-calculation';
import { emptyPartyChoice, partyChoiceReducer, type PartyChoice, type PartyChoiceAction } from '../../../components/party/party-choice.ts';
import { bookingFieldProblem, type BookingFormValues } from './booking-validation.ts';
import { emptyBusinessInvoice, type BusinessInvoice } from './business-invoice.ts';
import type { OwnHold } from './own-hold.ts';
import type { TripInAddress } from './trip-in-address.ts';
import type { AppliedPromoCode } from './promo-code-field.tsx';

type FieldName = keyof BookingFormValues;

/**
 * Where the booking stands. `choosing`: the traveller fills the form in (`refusal`: what the form's
 * own checks said on the last submit). `paying`: the checkout runs, from the order to the
 * verification; `held` once the server holds the seats while the dialog is open. `failed`: the
 * checkout ended without a booking, and the form is open again. `paid`: the booking, and what was
 * charged for it (the advance, when paying in parts), in rupees.
 */
export type BookingStep =
  | { name: 'choosing'; refusal?: string }
  | { name: 'paying'; held?: { reopened: boolean }; verifying: boolean }
  | { name: 'failed'; message: string; detail?: string }
  | { name: 'paid'; booking: Booking; amountPaid: number };

export interface BookingFormState {
  step: BookingStep;
  /** Name and phone as typed; until typed, the form shows the profile's. */
  contact: Partial<Pick<BookingFormValues, 'fullName' | 'phone'>>;
  trip: PartyChoice;
  /** What is wrong with each field, said under it: found as the traveller leaves a field, and on submit. */
  fieldProblems: Partial<Record<FieldName, string>>;
  /** The seats the server holds for this traveller's latest checkout (kept after the dialog closes: they still count). */
  ownHold: OwnHold | null;
  /** GST invoice in a business's name (decision 033): optional. */
  business: BusinessInvoice;
  gstinProblem: string | undefined;
  /** A promo code the server said applies (decision 032), sent with the order while the date and party stay as checked. */
  promo: AppliedPromoCode | null;
  /** Paying in parts (decision 035): the full amount unless the traveller picks the advance. */
  payment: PaymentChoice;
  /** The waiting-list offer already applied to the form, once per offer. */
  appliedOffer: string | undefined;
  /** Whether the date, start time and party the address carries (chosen before signing in) are on the form yet. */
  addressApplied: boolean;
}

export type BookingFormAction =
  | PartyChoiceAction
  | { type: 'typed'; name: FieldName; value: string }
  | { type: 'left'; name: FieldName; value: string }
  | { type: 'businessChanged'; business: BusinessInvoice }
  | { type: 'promoApplied'; promo: AppliedPromoCode | null }
  | { type: 'paymentChosen'; payment: PaymentChoice }
  /** What the address carries, checked against the tour (use-trip-from-address.ts): once, before anything is chosen by hand. */
  | { type: 'addressApplied'; trip: TripInAddress }
  | { type: 'offerApplied'; offerId: string; choice: Pick<PartyChoice, 'bookingDate' | 'startTime' | 'peopleText' | 'counts'>; hold: OwnHold }
  /** The form's own checks refused the submit: `marks` replace the fields' marks, `gstinProblem` is the GSTIN's. */
  | { type: 'refused'; message: string; marks?: Partial<Record<FieldName, string>>; gstinProblem?: string }
  | { type: 'checkoutStarted' }
  | { type: 'held'; hold: SeatHold & Pick<OwnHold, 'date' | 'startTime'> }
  | { type: 'seatsChanged' }
  | { type: 'verifying' }
  | { type: 'checkoutFailed'; message: string; detail?: string }
  | { type: 'paid'; booking: Booking; amountPaid: number };

export const initialBookingForm: BookingFormState = {
  step: { name: 'choosing' },
  contact: {},
  trip: emptyPartyChoice,
  fieldProblems: {},
  ownHold: null,
  business: emptyBusinessInvoice,
  gstinProblem: undefined,
  promo: null,
  payment: 'full',
  appliedOffer: undefined,
  addressApplied: false,
};

/** Whether the form takes changes: not while paying, nor once paid. */
export const isOpen = (step: BookingStep) => step.name === 'choosing' || step.name === 'failed';

const marked = (problems: BookingFormState['fieldProblems'], name: FieldName, problem: string | undefined) =>
  problems[name] === problem ? problems : { ...problems, [name]: problem };

/** The booking form's state, from the first field typed to the booking paid. */
export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  switch (action.type) {
    case 'typed': {
      // Once marked, the mark goes as soon as the value is right.
      const fieldProblems = state.fieldProblems[action.name] ? marked(state.fieldProblems, action.name, bookingFieldProblem(action.name, action.value)) : state.fieldProblems;
      if (action.name === 'bookingDate') return { ...state, fieldProblems, trip: partyChoiceReducer(state.trip, { type: 'dateChosen', date: action.value }) };
      if (action.name === 'numPeople') return { ...state, fieldProblems, trip: partyChoiceReducer(state.trip, { type: 'peopleTyped', text: action.value }) };
      return { ...state, fieldProblems, contact: { ...state.contact, [action.name]: action.value } };
    }
    case 'left':
      return { ...state, fieldProblems: marked(state.fieldProblems, action.name, bookingFieldProblem(action.name, action.value)) };
    case 'dateChosen':
      return { ...state, trip: partyChoiceReducer(state.trip, action), fieldProblems: marked(state.fieldProblems, 'bookingDate', undefined) };
    case 'timePicked':
    case 'peopleTyped':
    case 'partyCounted':
    case 'namesChanged':
    case 'choiceCleared':
    case 'chosenFor':
      return { ...state, trip: partyChoiceReducer(state.trip, action) };
    case 'businessChanged':
      return { ...state, business: action.business };
    case 'promoApplied':
      return { ...state, promo: action.promo };
    case 'paymentChosen':
      return { ...state, payment: action.payment };
    case 'offerApplied':
      return {
        ...state,
        appliedOffer: action.offerId,
        trip: partyChoiceReducer(state.trip, { type: 'chosenFor', choice: action.choice }),
        ownHold: action.hold,
      };
    case 'addressApplied': {
      // Only onto an untouched form: a waiting-list offer, or a date picked meanwhile, wins.
      if (state.appliedOffer || state.trip.bookingDate) return { ...state, addressApplied: true };
      const { date, startTime, party } = action.trip;
      const trip = {
        ...state.trip,
        ...(date ? { bookingDate: date } : {}),
        ...(startTime ? { startTime } : {}),
        // A tour of adults only reads the number of people; one by type reads the counts.
        ...(party ? { counts: party, peopleText: String(peopleInParty(party)) } : {}),
      };
      return { ...state, addressApplied: true, trip };
    }
    case 'refused':
      return {
        ...state,
        step: { name: 'choosing', refusal: action.message },
        ...(action.marks ? { fieldProblems: action.marks } : {}),
        ...(action.gstinProblem !== undefined ? { gstinProblem: action.gstinProblem } : {}),
      };
    case 'checkoutStarted':
      return { ...state, step: { name: 'paying', verifying: false }, fieldProblems: {}, gstinProblem: undefined };
    case 'held': {
      // A hold ends when the first checkout for the departure set it: the same end means this checkout added no time.
      const previous = state.ownHold;
      const reopened = previous !== null && previous.date === action.hold.date && previous.startTime === action.hold.startTime && previous.expiresAt === action.hold.expiresAt;
      const step = state.step.name === 'paying' ? { ...state.step, held: { reopened } } : state.step;
      return { ...state, ownHold: action.hold, step };
    }
    case 'seatsChanged':
      return { ...state, ownHold: null };
    case 'verifying':
      return { ...state, step: { name: 'paying', verifying: true, ...(state.step.name === 'paying' && state.step.held ? { held: state.step.held } : {}) } };
    case 'checkoutFailed':
      return { ...state, step: { name: 'failed', message: action.message, ...(action.detail ? { detail: action.detail } : {}) } };
    case 'paid':
      return { ...state, step: { name: 'paid', booking: action.booking, amountPaid: action.amountPaid }, ownHold: null };
  }
}
