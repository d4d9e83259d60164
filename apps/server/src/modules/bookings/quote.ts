import type { BookingDetails } from '@yatrika/contract/bookings';
import { beyondHorizonMessage, bookingMessages } from '@yatrika/contract/bookings';
import { partyProblem } from '@yatrika/contract/person-types';
import { adultsOnly, peopleInParty, personTypes, priceBooking, seatsTaken, type Party, type PriceBreakdown } from '@yatrika/contract/price-calculation';
import { travellersMismatch } from '@yatrika/contract/travellers';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest } from '../../lib/errors.ts';
import { pricesOnDate } from '../pricing/public.ts';
import { resolvePromoCode, type PromoCodeResolver } from './promo-code-hook.ts';
import { defaultBookingRules, type BookingRules } from './settings.ts';
import { addDays, todayInIndia } from '@yatrika/contract/dates';

export interface BookingQuote {
  /** What the booking will hold: the request plus the tour's prices, the party, the lines and the snapshot now. */
  details: OrderBookingDetails;
  /** The sum of the lines (`priceBooking`): the only amount the server will take for it. */
  totalPaise: number;
  breakdown: PriceBreakdown;
}

/** The party asked for: by type, or `numPeople` adults from clients that know no types; undefined when neither came. */
function requestedParty(input: Pick<BookingDetails, 'party' | 'numPeople'>): Party | undefined {
  return input.party ?? (input.numPeople === undefined ? undefined : adultsOnly(input.numPeople));
}

/**
 * Checks what a traveller asks to book against the rules the schema cannot
 * know (no more names than people, a date from today on in India, within the booking horizon, a tour that
 * can be booked, a party of types it offers and whose seats `numPeople` states) and prices it with
 * the one price calculation (decision 029): the tour's prices on that date, the party, the tour's
 * group rule, and the promo code where `resolvePromo` says one applies.
 */
export async function quoteBooking(
  db: Executor,
  input: BookingDetails,
  rules: BookingRules = defaultBookingRules,
  today: string = todayInIndia(),
  resolvePromo: PromoCodeResolver = resolvePromoCode,
): Promise<BookingQuote> {
  const party = requestedParty(input);
  if (!party) throw badRequest(bookingMessages.allFieldsRequired);
  const mismatch = travellersMismatch({ ...input, numPeople: peopleInParty(party) });
  if (mismatch) throw badRequest(mismatch);
  if (input.bookingDate < today) throw badRequest(bookingMessages.dateInPast);
  if (input.bookingDate > addDays(today, rules.horizonDays)) throw badRequest(beyondHorizonMessage(rules.horizonDays));
  // Missing and banned tours read the same, as everywhere a traveller looks.
  const [tour] = await db.select().from(tours).where(and(eq(tours.id, input.tourId), eq(tours.status, 'active')));
  if (!tour) throw badRequest(bookingMessages.tourUnavailable);
  const priceTypes = await pricesOnDate(db, tour, input.bookingDate);
  const problem = partyProblem(priceTypes, party, input.numPeople);
  if (problem) throw badRequest(problem);

  const groupDiscount = tour.groupDiscount;
  const people = priceBooking({ priceTypes, party, groupDiscount });
  const promo = input.promoCode
    ? await resolvePromo(db, { code: input.promoCode, tourId: tour.id, bookingDate: input.bookingDate, subtotalPaise: people.subtotalPaise, afterGroupDiscountPaise: people.totalPaise })
    : null;
  const breakdown = promo ? priceBooking({ priceTypes, party, groupDiscount, promo }) : people;
  if (!(breakdown.totalPaise > 0)) throw badRequest(bookingMessages.totalNotPositive);
  return {
    totalPaise: breakdown.totalPaise,
    breakdown,
    details: {
      tourId: tour.id,
      fullName: input.fullName,
      phone: input.phone,
      bookingDate: input.bookingDate,
      // Resolved here, once: the hold, the order and the booking all sit on this departure.
      startTime: input.startTime ?? tour.startTime,
      numPeople: seatsTaken(priceTypes, party),
      party,
      lines: breakdown.lines,
      ...(promo ? { promoCode: promo.code } : {}),
      ...(input.travellers?.length ? { travellers: input.travellers.map(({ name, age }) => ({ name, age: age ?? null })) } : {}),
      // The adult price on that date: what `pricePerPerson` has always meant.
      pricePaise: priceTypes.find((each) => each.type === 'adult')?.pricePaise ?? tour.pricePaise,
      tourTitle: tour.title,
      tourLocation: tour.location,
    },
  };
}

const sameParty = (a: Party, b: Party) => personTypes.every((type) => (a[type] ?? 0) === (b[type] ?? 0));

/** Whether a booking (or an order's details) is what this request asks for. */
export function sameBooking(
  a: { tourId: string | null; fullName: string; phone: string; bookingDate: string; startTime?: string | undefined; numPeople: number; party?: Party | null | undefined },
  b: BookingDetails,
): boolean {
  const asked = requestedParty(b);
  return (
    asked !== undefined &&
    a.tourId === b.tourId &&
    a.fullName === b.fullName &&
    a.phone === b.phone &&
    a.bookingDate === b.bookingDate &&
    // A request naming no start time matches any; orders from before start times name none.
    (b.startTime === undefined || a.startTime === undefined || a.startTime === b.startTime) &&
    (b.numPeople === undefined || a.numPeople === b.numPeople) &&
    // A client that sends only numPeople names no types: the seats are the whole question.
    (b.party === undefined || sameParty(a.party ?? adultsOnly(a.numPeople), asked))
  );
}
