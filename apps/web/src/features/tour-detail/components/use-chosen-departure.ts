import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { seatShortage } from '@yatrika/contract/departure-rules';
import type { DepartureDay, DepartureSlot } from '@yatrika/contract/departures';
import { useDepartureDay } from '../../../lib/month-availability.ts';
import { isChoosable } from '../../../components/calendar/departure-day-words.ts';
import { withOwnHold, type OwnHold } from './own-hold.ts';

export interface ChosenDeparture {
  /** The chosen date's seats as this traveller sees them; undefined before a date is chosen (or while it loads). */
  day: DepartureDay | undefined;
  /**
   * The departure of that date the party would travel on: the start time chosen, or else the
   * first one with a seat (the only one, for a tour with one start time).
   */
  departure: DepartureSlot | undefined;
  /** The most people the party may have on that departure. */
  seatLimit: number;
  /** The server's 409 sentence for this party on this departure, said before anything is sent. */
  peopleError: string | undefined;
}

/** The departure the form books: the chosen start time when the date has it, else the first one open. */
export function departureOf(day: DepartureDay | undefined, startTime: string | undefined): DepartureSlot | undefined {
  if (!day) return undefined;
  return day.departures.find((departure) => departure.startTime === startTime) ?? day.departures.find(isChoosable) ?? day.departures[0];
}

/** The chosen date's seats, the departure chosen on it, and what they allow the party typed so far. */
export function useChosenDeparture(
  tourId: string,
  date: string,
  startTime: string | undefined,
  numPeople: string,
  today: string,
  ownHold: OwnHold | null,
): ChosenDeparture {
  const found = useDepartureDay(tourId, date, today).data;
  const day = found && withOwnHold(found, ownHold, Date.now());
  const departure = departureOf(day, startTime);
  const seatLimit = isChoosable(departure) ? Math.min(MAX_PEOPLE, departure.seatsLeft) : MAX_PEOPLE;
  const people = Number(numPeople);
  const peopleError =
    departure && Number.isInteger(people) && people >= 1 ? (seatShortage(departure.status, departure.seatsLeft, people) ?? undefined) : undefined;
  return { day, departure, seatLimit, peopleError };
}
