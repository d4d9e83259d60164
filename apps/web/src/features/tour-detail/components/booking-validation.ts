import { BOOKING_PHONE_PATTERN, MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { bookingMessages } from '@yatrika/contract/booking-messages';
import type { BookingDetails } from '@yatrika/contract/bookings';
import { seatShortage } from '@yatrika/contract/departure-rules';
import type { DepartureDay } from '@yatrika/contract/departures';

/** The booking form's fields as typed (the people count stays text so it can be cleared). */
export interface BookingFormValues {
  fullName: string;
  phone: string;
  bookingDate: string;
  numPeople: string;
}

export { MAX_PEOPLE };

/** The server's own sentences, so the form and the API never disagree. */
export const bookingFormMessages = {
  missing: 'Tour details or booking information is missing.',
  allRequired: bookingMessages.allFieldsRequired,
  atLeastOne: bookingMessages.atLeastOnePerson,
  tooMany: bookingMessages.tooManyPeople,
  dateInPast: bookingMessages.dateInPast,
  totalNotPositive: bookingMessages.totalNotPositive,
} as const;

export type BookingCheck = { ok: true; details: Omit<BookingDetails, 'tourId'> } | { ok: false; message: string };

/**
 * The spec's booking rules (§5), in its order: the tour, every field, the people, the total;
 * then, when the chosen date's seats are known, the server's seat rule with its 409 sentences.
 */
export function checkBooking(
  pricePerPerson: number | undefined,
  values: BookingFormValues | undefined,
  today: string,
  seats?: Pick<DepartureDay, 'status' | 'seatsLeft'>,
): BookingCheck {
  if (pricePerPerson === undefined || !values) return { ok: false, message: bookingFormMessages.missing };
  const fullName = values.fullName.trim();
  const phone = values.phone.trim();
  const bookingDate = values.bookingDate.trim();
  if (!fullName || !phone || !bookingDate || !values.numPeople.trim()) return { ok: false, message: bookingFormMessages.allRequired };
  const numPeople = Number(values.numPeople);
  if (!Number.isInteger(numPeople) || numPeople < 1) return { ok: false, message: bookingFormMessages.atLeastOne };
  if (numPeople > MAX_PEOPLE) return { ok: false, message: bookingFormMessages.tooMany };
  if (bookingDate < today) return { ok: false, message: bookingFormMessages.dateInPast };
  // The total is priceBooking's (at least one person at this price); a free tour is refused as the server refuses it.
  if (!(pricePerPerson > 0)) return { ok: false, message: bookingFormMessages.totalNotPositive };
  const shortage = seats && seatShortage(seats.status, seats.seatsLeft, numPeople);
  if (shortage) return { ok: false, message: shortage };
  return { ok: true, details: { fullName, phone, bookingDate, numPeople } };
}

/** What a traveller is told under a booking field left empty; the form's own message stays the spec's. */
export const emptyFieldNotes: Record<keyof BookingFormValues, string> = {
  fullName: 'Enter the full name of the lead traveller.',
  phone: 'Enter a phone number we can reach you on.',
  bookingDate: 'Choose a date in the calendar.',
  numPeople: 'Enter how many people are travelling.',
};

/** The booking fields left empty, in the form's order. */
export function emptyBookingFields(values: BookingFormValues): (keyof BookingFormValues)[] {
  return (['fullName', 'phone', 'bookingDate', 'numPeople'] as const).filter((name) => !values[name].trim());
}

/** What is wrong with one field as the traveller leaves it: empty, or a phone the server would refuse. */
export function bookingFieldProblem(name: keyof BookingFormValues, value: string): string | undefined {
  if (!value.trim()) return emptyFieldNotes[name];
  if (name === 'phone' && !BOOKING_PHONE_PATTERN.test(value.trim())) return bookingMessages.phoneInvalid;
  return undefined;
}
