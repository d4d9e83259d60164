import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { isCalendarDay } from '@yatrika/contract/dates';
import { personTypes, type Party, type PersonType } from '@yatrika/contract/price-calculation';

/**
 * What a visitor chose on a tour's public page, carried in the booking form's address
 * (`/dashboard/booknow/{id}?date=2026-12-05&time=09:00&adult=2&child=1`). The address travels
 * through login and signup as their `next`, so the choice is on the form after signing in, on
 * this device or after a reload, with nothing kept in storage.
 */
export interface TripInAddress {
  /** "YYYY-MM-DD", not before today; whether the tour runs that day is for the form to check. */
  date?: string;
  /** "HH:MM" as the visitor picked it among the date's departures. */
  startTime?: string;
  /** How many of each person type; only types the tour offers, at least one person. */
  party?: Party;
}

const DATE = 'date';
const TIME = 'time';
const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const COUNT = /^\d{1,2}$/;

/** The query string for a choice (without "?"): empty when nothing was chosen. */
export function tripSearch({ date, startTime, party }: TripInAddress): string {
  const search = new URLSearchParams();
  if (date) search.set(DATE, date);
  if (date && startTime) search.set(TIME, startTime);
  for (const type of personTypes) {
    const count = party?.[type] ?? 0;
    if (count > 0) search.set(type, String(count));
  }
  return search.toString();
}

/**
 * The choice an address carries, each part on its own: a date that is not a real day or is
 * past, a time that is not one, or a party with a type the tour does not offer, a count that is
 * not a whole number or too many people, is left out, and the form keeps its default for it.
 */
export function readTripFromAddress(search: URLSearchParams, offeredTypes: readonly PersonType[], today: string): TripInAddress {
  const trip: TripInAddress = {};
  const date = search.get(DATE);
  if (date && isCalendarDay(date) && date >= today) {
    trip.date = date;
    const startTime = search.get(TIME);
    if (startTime && START_TIME.test(startTime)) trip.startTime = startTime;
  }
  const party = partyOf(search, offeredTypes);
  if (party) trip.party = party;
  return trip;
}

function partyOf(search: URLSearchParams, offeredTypes: readonly PersonType[]): Party | undefined {
  const party: Party = {};
  let people = 0;
  for (const type of personTypes) {
    const text = search.get(type);
    if (text === null) continue;
    // One wrong part makes the whole party doubtful: the form starts from its own.
    if (!COUNT.test(text) || (type !== 'adult' && !offeredTypes.includes(type))) return undefined;
    const count = Number(text);
    if (count > 0) party[type] = count;
    people += count;
  }
  return people >= 1 && people <= MAX_PEOPLE ? party : undefined;
}
