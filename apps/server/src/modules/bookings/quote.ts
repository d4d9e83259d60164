import type { BookingDetails } from '@yatrika/contract/bookings';
import { beyondHorizonMessage, bookingMessages } from '@yatrika/contract/bookings';
import { adultsOnly, priceBooking } from '@yatrika/contract/price-calculation';
import { travellersMismatch } from '@yatrika/contract/travellers';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest } from '../../lib/errors.ts';
import { defaultBookingRules, type BookingRules } from './settings.ts';
import { pricesOnDate } from '../pricing/public.ts';
import { promoDiscountFor } from '../promo-codes/public.ts';
import { addDays, todayInIndia } from '@yatrika/contract/dates';

export interface BookingQuote {
  /** What the booking will hold: the request plus the tour's price and snapshot now. */
  details: OrderBookingDetails;
  /** priceBooking's total (decision 029): the only amount the server will take for it. */
  totalPaise: number;
}

/**
 * Checks what a traveller asks to book against the rules the schema cannot
 * know (no more names than people, a date from today on in India, within the booking horizon, a tour that
 * can be booked) and prices it.
 */
export async function quoteBooking(
  db: Executor,
  input: BookingDetails,
  rules: BookingRules = defaultBookingRules,
  today: string = todayInIndia(),
  /** Who books, for a promo code's per-traveller limit; null: counted only when the payment is confirmed. */
  travellerId: string | null = null,
): Promise<BookingQuote> {
  const mismatch = travellersMismatch(input);
  if (mismatch) throw badRequest(mismatch);
  if (input.bookingDate < today) throw badRequest(bookingMessages.dateInPast);
  if (input.bookingDate > addDays(today, rules.horizonDays)) throw badRequest(beyondHorizonMessage(rules.horizonDays));
  // Missing and banned tours read the same, as everywhere a traveller looks.
  const [tour] = await db.select().from(tours).where(and(eq(tours.id, input.tourId), eq(tours.status, 'active')));
  if (!tour) throw badRequest(bookingMessages.tourUnavailable);
  // Promo code (decision 032): modules/promo-codes says whether it applies, or refuses with the sentence that says why.
  const promo = input.promoCode
    ? await promoDiscountFor(db, { code: input.promoCode, tourId: tour.id, category: tour.category, seats: input.numPeople, travellerId, today })
    : null;
  // The date's prices (decision 031), fixed now: the order keeps them whatever changes later.
  const priceTypes = await pricesOnDate(db, tour, input.bookingDate);
  const adultPaise = priceTypes.find((each) => each.type === 'adult')?.pricePaise ?? tour.pricePaise;
  const price = priceBooking({ priceTypes, party: adultsOnly(input.numPeople), groupDiscount: tour.groupDiscount, promo });
  const totalPaise = price.totalPaise;
  if (!(totalPaise > 0)) throw badRequest(bookingMessages.totalNotPositive);
  return {
    totalPaise,
    details: {
      tourId: tour.id,
      fullName: input.fullName,
      phone: input.phone,
      bookingDate: input.bookingDate,
      // Resolved here, once: the hold, the order and the booking all sit on this departure.
      startTime: input.startTime ?? tour.startTime,
      numPeople: input.numPeople,
      ...(input.travellers?.length ? { travellers: input.travellers.map(({ name, age }) => ({ name, age: age ?? null })) } : {}),
      pricePaise: adultPaise,
      lines: price.lines,
      ...(promo ? { promoCode: promo.code } : {}),
      tourTitle: tour.title,
      tourLocation: tour.location,
      // For the tax invoice (decision 033), kept on the order and then the booking.
      ...(input.gstin ? { gstin: input.gstin } : {}),
      ...(input.businessName ? { businessName: input.businessName } : {}),
    },
  };
}

/** Whether a booking (or an order's details) is what this request asks for. */
export function sameBooking(
  a: Omit<BookingDetails, 'tourId' | 'travellers' | 'startTime' | 'gstin' | 'businessName'> & { tourId: string | null; startTime?: string | undefined },
  b: BookingDetails,
): boolean {
  return (
    a.tourId === b.tourId &&
    a.fullName === b.fullName &&
    a.phone === b.phone &&
    a.bookingDate === b.bookingDate &&
    // A request naming no start time matches any; orders from before start times name none.
    (b.startTime === undefined || a.startTime === undefined || a.startTime === b.startTime) &&
    a.numPeople === b.numPeople
  );
}
