import type { PromoDiscount } from './price-calculation.ts';
import { promoCodeMessages } from './promo-code-messages.ts';

/**
 * Whether a promo code applies to a booking, with the sentence that says why not (decision 032).
 * Pure: the server gives it the code's terms and the uses counted so far; the web shows the
 * sentence the server answers, and both read the same words from here.
 */

export const promoCodeKinds = ['percent', 'fixed'] as const;
export type PromoCodeKind = (typeof promoCodeKinds)[number];

/** A code's terms as the operator set them. Dates are India's calendar days, both counted. */
export interface PromoCodeTerms {
  /** As the operator typed it. */
  code: string;
  kind: PromoCodeKind;
  percentOff: number | null;
  amountOffPaise: number | null;
  validFrom: string | null;
  validTo: string | null;
  /** Chosen tours and categories; both empty: every tour. A tour in either list is in. */
  tourIds: readonly string[];
  categories: readonly string[];
  /** The smallest party, in seats. */
  minPeople: number;
  maxUses: number | null;
  maxUsesPerTraveller: number | null;
  active: boolean;
}

/** The booking a code is tried on, and the uses counted so far (given-back uses not included). */
export interface PromoCodeAttempt {
  tourId: string;
  category: string;
  /** Seats the party takes (`numPeople`). */
  seats: number;
  /** Today in India: a code is valid on the day the traveller books, whatever the trip's date. */
  today: string;
  usesSoFar: number;
  /** Null when nobody is signed in to count for (the per-traveller limit is then checked at payment). */
  travellerUsesSoFar: number | null;
}

/** The same code whatever its capitals and surrounding spaces: how codes are matched and kept unique. */
export function promoCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

/** Why the code does not apply to this booking, in the traveller's words; null when it does. */
export function promoCodeRefusal(terms: PromoCodeTerms, attempt: PromoCodeAttempt): string | null {
  if (!terms.active) return promoCodeMessages.switchedOff;
  if (terms.validFrom !== null && attempt.today < terms.validFrom) return promoCodeMessages.startsOn(terms.validFrom);
  if (terms.validTo !== null && attempt.today > terms.validTo) return promoCodeMessages.endedOn(terms.validTo);
  const limited = terms.tourIds.length > 0 || terms.categories.length > 0;
  if (limited && !terms.tourIds.includes(attempt.tourId) && !terms.categories.includes(attempt.category)) {
    return terms.tourIds.length === 0 ? promoCodeMessages.onlyForCategories(terms.categories) : promoCodeMessages.notForTour;
  }
  if (attempt.seats < terms.minPeople) return promoCodeMessages.partyBelowMinimum(terms.minPeople);
  const limits = useLimitRefusal(terms, attempt.usesSoFar, attempt.travellerUsesSoFar);
  return limits && (limits === 'used_up' ? promoCodeMessages.usedUp : promoCodeMessages.travellerLimitReached(terms.maxUsesPerTraveller!));
}

/**
 * Whether a booking sold with a code still meets its terms after a change of party (decision 040):
 * the party the code asks for. Its dates, its switch and its use limits were met when it was sold,
 * and a change does not sell it again.
 */
export const changeKeepsPromoCode = (terms: Pick<PromoCodeTerms, 'minPeople'>, seats: number): boolean => seats >= terms.minPeople;

/**
 * The two use limits alone: what is counted again, under the code's lock, when the payment is
 * confirmed. Null: one more use fits.
 */
export function useLimitRefusal(
  terms: Pick<PromoCodeTerms, 'maxUses' | 'maxUsesPerTraveller'>,
  usesSoFar: number,
  travellerUsesSoFar: number | null,
): 'used_up' | 'traveller_limit' | null {
  if (terms.maxUses !== null && usesSoFar >= terms.maxUses) return 'used_up';
  if (terms.maxUsesPerTraveller !== null && travellerUsesSoFar !== null && travellerUsesSoFar >= terms.maxUsesPerTraveller) return 'traveller_limit';
  return null;
}

/** The discount a code that applies gives, for priceBooking. */
export function promoDiscountOf(terms: Pick<PromoCodeTerms, 'code' | 'kind' | 'percentOff' | 'amountOffPaise'>): PromoDiscount {
  return terms.kind === 'percent'
    ? { code: terms.code, kind: 'percent', percentOff: terms.percentOff ?? 0 }
    : { code: terms.code, kind: 'fixed', amountOffPaise: terms.amountOffPaise ?? 0 };
}
