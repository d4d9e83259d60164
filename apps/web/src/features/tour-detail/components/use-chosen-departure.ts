import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { seatShortage } from '@yatrika/contract/departure-rules';
import type { DepartureDay } from '@yatrika/contract/departures';
import { useDepartureDay } from '../api/get-availability.ts';
import { isChoosable } from './departure-day-words.ts';
import { withOwnHold, type OwnHold } from './own-hold.ts';

export interface ChosenDeparture {
  /** The chosen date's seats as this traveller sees them; undefined before a date is chosen (or while it loads). */
  day: DepartureDay | undefined;
  /** The most people the party may have on that date. */
  seatLimit: number;
  /** The server's 409 sentence for this party on this date, said before anything is sent. */
  peopleError: string | undefined;
}

/** The chosen date's seats and what they allow the party typed so far. */
export function useChosenDeparture(tourId: string, date: string, numPeople: string, today: string, ownHold: OwnHold | null): ChosenDeparture {
  const departure = useDepartureDay(tourId, date, today).data;
  const day = departure && withOwnHold(departure, ownHold, Date.now());
  const seatLimit = isChoosable(day) ? Math.min(MAX_PEOPLE, day.seatsLeft) : MAX_PEOPLE;
  const people = Number(numPeople);
  const peopleError = day && Number.isInteger(people) && people >= 1 ? (seatShortage(day.status, day.seatsLeft, people) ?? undefined) : undefined;
  return { day, seatLimit, peopleError };
}
