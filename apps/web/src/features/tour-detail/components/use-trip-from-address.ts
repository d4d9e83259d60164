import type { Tour } from '@yatrika/contract/tours';
import { useSearchParams } from 'react-router';
import { useDepartureDay } from '../../../lib/month-availability.ts';
import { readTripFromAddress, type TripInAddress } from './trip-in-address.ts';

/**
 * The date, start time and party the booking form's address carries (trip-in-address.ts), once
 * they are known to fit this tour: a date it does not run (or that is beyond the booking horizon)
 * is dropped, and a start time that is not one of that date's departures too. Undefined while the
 * date's seats load; then the choice to apply, possibly empty.
 */
export function useTripFromAddress(tour: Pick<Tour, '_id' | 'priceTypes'>, today: string): TripInAddress | undefined {
  const [search] = useSearchParams();
  const offered = tour.priceTypes.map((each) => each.type);
  const trip = readTripFromAddress(search, offered, today);
  const day = useDepartureDay(tour._id, trip.date ?? '', today);
  if (!trip.date) return trip;
  if (day.isPending) return undefined;
  const { date, startTime, ...rest } = trip;
  // A failed load, a day outside the calendar or one it does not run: the form at its defaults for the date.
  if (!day.data || day.data.status === 'closed') return rest;
  const runsThen = startTime !== undefined && day.data.departures.some((departure) => departure.startTime === startTime);
  return { ...rest, date, ...(runsThen ? { startTime } : {}) };
}
