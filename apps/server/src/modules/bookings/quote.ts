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
import { defaultBookingRules, type BookingRules } from './settings.ts';
import { promoDiscountFor } from '../promo-codes/public.ts';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { PartPaymentSetting } from '@yatrika/contract/part-payment';

export interface BookingQuote {
  /** What the booking will hold: the request plus the tour's prices, the party, the lines and the snapshot now. */
  details: OrderBookingDetails;
  /** priceBooking's total (decision 029), the sum of the lines: the only amount the server will take for it. */
  totalPaise: number;
  breakdown: PriceBreakdown;
  /** The tour's part-payment setting (decision 035), for the checkout's choice. */
  partPayment: PartPaymentSetting;
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
 * group rule, and the promo code where modules/promo-codes says one applies.
 */
export async function quoteBooking(
  db: Executor,
  input: BookingDetails,
  rules: BookingRules = defaultBookingRules,
  today: string = todayInIndia(),
  /** Who books, for a promo code's per-traveller limit; null: counted only when the payment is confirmed. */
  travellerId: string | null = null,
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
  const seats = seatsTaken(priceTypes, party);
  // Promo code (decision 032): modules/promo-codes says whether it applies, or refuses with the sentence that says why.
  const promo = input.promoCode
    ? await promoDiscountFor(db, { code: input.promoCode, tourId: tour.id, category: tour.category, seats, travellerId, today })
    : null;
  // The date's prices (decision 031), fixed now: the order keeps its lines whatever changes later.
  const breakdown = priceBooking({ priceTypes, party, groupDiscount: tour.groupDiscount, promo });
  if (!(breakdown.totalPaise > 0)) throw badRequest(bookingMessages.totalNotPositive);
  return {
    totalPaise: breakdown.totalPaise,
    breakdown,
    partPayment: { advancePercent: tour.advancePercent, balanceDueDays: tour.balanceDueDays },
    details: {
      tourId: tour.id,
      fullName: input.fullName,
      phone: input.phone,
      bookingDate: input.bookingDate,
      // Resolved here, once: the hold, the order and the booking all sit on this departure.
      startTime: input.startTime ?? tour.startTime,
      numPeople: seats,
      party,
      lines: breakdown.lines,
      ...(promo ? { promoCode: promo.code } : {}),
      ...(input.travellers?.length ? { travellers: input.travellers.map(({ name, age }) => ({ name, age: age ?? null })) } : {}),
      // The adult price on that date: what `pricePerPerson` has always meant.
      pricePaise: priceTypes.find((each) => each.type === 'adult')?.pricePaise ?? tour.pricePaise,
      tourTitle: tour.title,
      tourLocation: tour.location,
      // For the tax invoice (decision 033), kept on the order and then the booking.
      ...(input.gstin ? { gstin: input.gstin } : {}),
      ...(input.businessName ? { businessName: input.businessName } : {}),
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
