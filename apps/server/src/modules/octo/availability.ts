import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { DepartureStatus } from '@yatrika/contract/departure-rules';
import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import { priceBooking, seatsTaken, type Party, type PriceTypeOnDate } from '@yatrika/contract/price-calculation';
import { bookingCutoffAt } from '@yatrika/contract/tour-schedule-rules';
import type { Executor } from '../../db/client.ts';
import { scheduleOf, tourAvailability } from '../departures/public.ts';
import { pricesOnDates } from '../pricing/public.ts';
import type { Capabilities } from './capabilities.ts';
import { invalidAvailabilityId, octoBadRequest } from './octo-errors.ts';
import { availabilityIdOf, departureOfAvailabilityId, localEndOf, pricingOf, utcText } from './octo-format.ts';
import type { OctoAvailability, OctoAvailabilityDay, OctoAvailabilityStatus, OctoUnitPricing } from './octo-types.ts';
import type { ProductTour } from './products.ts';
import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';

/** The longest range one availability request may ask for: a year, as the specification's example says. */
export const MAX_AVAILABILITY_RANGE_DAYS = 366;

const statusOf: Record<DepartureStatus, OctoAvailabilityStatus> = { available: 'AVAILABLE', few_left: 'LIMITED', sold_out: 'SOLD_OUT', closed: 'CLOSED' };

/** The dates a request names: one date or a range, both ends counted; BAD_REQUEST for anything else. */
export function requestedDates(body: { localDate?: string | undefined; localDateStart?: string | undefined; localDateEnd?: string | undefined }): { from: string; days: number } {
  const start = body.localDate ?? body.localDateStart;
  const end = body.localDate ?? body.localDateEnd;
  if (!start || !end) throw octoBadRequest(octoErrorMessages.availabilityRequest);
  if (end < start) throw octoBadRequest(octoErrorMessages.rangeBackwards);
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_AVAILABILITY_RANGE_DAYS) throw octoBadRequest(octoErrorMessages.rangeTooLong(MAX_AVAILABILITY_RANGE_DAYS));
  return { from: start, days };
}

const unitPricingOf = (prices: readonly PriceTypeOnDate[]): OctoUnitPricing[] => prices.map((price) => ({ ...pricingOf(price.pricePaise), unitId: price.type }));

/** Each date of the range: whether any departure is open, the most seats any one has left. */
export async function availabilityCalendar(
  db: Executor,
  tour: ProductTour,
  range: { from: string; days: number },
  capabilities: Capabilities,
  rules: { horizonDays: number },
  now: Date = new Date(),
): Promise<OctoAvailabilityDay[]> {
  const calendar = await tourAvailability(db, tour, range, rules, todayInIndia(now), now);
  const prices = capabilities.pricing ? await pricesOnDates(db, tour, range.from, range.days) : undefined;
  return calendar.dates.map((day) => {
    const open = day.departures.filter((departure) => !departure.closed);
    const vacancies = open.length > 0 ? Math.max(...open.map((departure) => departure.seatsLeft)) : 0;
    const status = statusOf[day.status];
    return {
      localDate: day.date,
      available: status === 'AVAILABLE' || status === 'LIMITED',
      status,
      vacancies,
      capacity: day.capacity,
      openingHours: [],
      ...(prices ? { unitPricingFrom: unitPricingOf(prices.get(day.date) ?? []) } : {}),
    };
  });
}

export interface AvailabilityQuery {
  range?: { from: string; days: number };
  availabilityIds?: string[];
  /** The party asked about, when the request names units: priced, and checked against the seats left. */
  party?: Party;
}

/**
 * One availability per departure (date and start time) of the range, or of the ids asked for: its
 * seats, its cut-off and, with `octo/pricing`, each unit's price on that date (and the party's
 * total when the request named units). An id that is not one of ours is INVALID_AVAILABILITY_ID.
 */
export async function availabilityCheck(
  db: Executor,
  tour: ProductTour,
  query: AvailabilityQuery,
  capabilities: Capabilities,
  rules: { horizonDays: number },
  now: Date = new Date(),
): Promise<OctoAvailability[]> {
  let range = query.range;
  let wanted: Set<string> | undefined;
  if (query.availabilityIds) {
    const departures = query.availabilityIds.map((id) => ({ id, departure: departureOfAvailabilityId(id) }));
    const bad = departures.find((each) => !each.departure || !tour.startTimes.includes(each.departure.startTime));
    if (bad) throw invalidAvailabilityId(bad.id);
    const dates = departures.map((each) => each.departure!.date).sort();
    const first = dates[0]!;
    const last = dates.at(-1)!;
    range = requestedDates({ localDateStart: first, localDateEnd: last });
    wanted = new Set(departures.map((each) => availabilityIdOf(each.departure!.date, each.departure!.startTime)));
  }
  if (!range) throw octoBadRequest(octoErrorMessages.availabilityRequest);
  const calendar = await tourAvailability(db, tour, range, rules, todayInIndia(now), now);
  // A party's seats depend on its types' prices on the date (a lap infant takes none).
  const prices = capabilities.pricing || query.party ? await pricesOnDates(db, tour, range.from, range.days) : undefined;
  const schedule = scheduleOf(tour);
  const answers: OctoAvailability[] = [];
  for (const day of calendar.dates) {
    for (const departure of day.departures) {
      const id = availabilityIdOf(day.date, departure.startTime);
      if (wanted && !wanted.has(id)) continue;
      const datePrices = prices?.get(day.date) ?? [];
      const seatsAsked = query.party ? seatsTaken(datePrices, query.party) : 0;
      const status = statusOf[departure.status];
      const open = status === 'AVAILABLE' || status === 'LIMITED';
      answers.push({
        id,
        localDateTimeStart: id,
        localDateTimeEnd: localEndOf(day.date, departure.startTime, tour.durationDays),
        utcCutoffAt: utcText(bookingCutoffAt(schedule, day.date, departure.startTime)),
        allDay: false,
        available: open && departure.seatsLeft >= Math.max(1, seatsAsked),
        status,
        vacancies: departure.seatsLeft,
        capacity: departure.capacity,
        maxUnits: Math.min(MAX_PEOPLE, departure.seatsLeft),
        openingHours: [],
        ...(capabilities.pricing
          ? {
              unitPricing: unitPricingOf(datePrices),
              ...(query.party ? { pricing: pricingOf(priceBooking({ priceTypes: datePrices, party: query.party, groupDiscount: tour.groupDiscount }).totalPaise) } : {}),
            }
          : {}),
      });
    }
  }
  return answers;
}

/** The departure an availability id names for this tour, or INVALID_AVAILABILITY_ID. */
export function departureOfTour(tour: ProductTour, availabilityId: unknown): { date: string; startTime: string } {
  const departure = departureOfAvailabilityId(availabilityId);
  if (!departure || !tour.startTimes.includes(departure.startTime)) throw invalidAvailabilityId(availabilityId);
  const today = todayInIndia();
  // A departure before today can never be booked: the id names nothing on sale.
  if (departure.date < addDays(today, -1)) throw invalidAvailabilityId(availabilityId);
  return departure;
}
