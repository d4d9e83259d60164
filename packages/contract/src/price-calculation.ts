/**
 * The one price calculation (decision 029). The server charges with it and the web shows with it:
 * a tour's prices on a date, the party by person type, the tour's group discount and a promo code
 * become line items and a total, all in whole paise. Nothing else computes an amount.
 *
 * Order of discounts (stated on the receipt): the group discount first, on the people's subtotal;
 * then the promo code, on what is left. Each discount is rounded to the paisa once, half up, and
 * no discount takes the total below zero.
 */

export const personTypes = ['adult', 'child', 'infant', 'senior'] as const;
export type PersonType = (typeof personTypes)[number];

/** How many of each person type; a type left out is none. */
export type Party = Partial<Record<PersonType, number>>;

/** One person type's price on a date, in paise. */
export interface PriceTypeOnDate {
  type: PersonType;
  pricePaise: number;
  /** Whether one of these takes a seat (an infant on a lap does not). */
  takesSeat: boolean;
}

/** "6 or more people: 10% off": counted over the people who take a seat. */
export interface GroupDiscountRule {
  minPeople: number;
  /** Whole percent, 1–90. */
  percentOff: number;
}

/** A promo code that applies to this booking (whether it applies is the server's to decide). */
export type PromoDiscount =
  | { code: string; kind: 'percent'; percentOff: number }
  | { code: string; kind: 'fixed'; amountOffPaise: number };

export type PriceLine =
  | { kind: 'people'; type: PersonType; quantity: number; unitPaise: number; amountPaise: number }
  | { kind: 'group_discount'; minPeople: number; percentOff: number; amountPaise: number }
  | { kind: 'promo_code'; code: string; percentOff: number | null; amountPaise: number }
  /**
   * What the cancellation policy kept when the traveller removed people late (decision 036): never
   * made by priceBooking, only added after it, so the lines still add up to what the booking holds.
   */
  | { kind: 'kept'; amountPaise: number };

export interface PriceBreakdown {
  /** People first (adult, child, infant, senior), then the group discount, then the code. Discounts are negative. */
  lines: PriceLine[];
  /** The people's lines added up, before discounts. */
  subtotalPaise: number;
  /** The sum of every line: what is charged. Never negative. */
  totalPaise: number;
}

export interface PriceInput {
  /** The tour's prices on the booked date (date prices already applied). */
  priceTypes: readonly PriceTypeOnDate[];
  party: Party;
  groupDiscount?: GroupDiscountRule | null;
  promo?: PromoDiscount | null;
}

/** `percent` of `amountPaise`, rounded half up to the paisa, in integers (no floating error). */
export function percentOfPaise(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent + 50) / 100);
}

/** The people of a party who take a seat, by the tour's types: what holds and bookings count as `numPeople`. */
export function seatsTaken(priceTypes: readonly PriceTypeOnDate[], party: Party): number {
  let seats = 0;
  for (const type of personTypes) {
    const quantity = party[type] ?? 0;
    if (quantity > 0 && priceTypes.find((each) => each.type === type)?.takesSeat !== false) seats += quantity;
  }
  return seats;
}

/** Everyone in the party, seated or not. */
export function peopleInParty(party: Party): number {
  return personTypes.reduce((sum, type) => sum + (party[type] ?? 0), 0);
}

/**
 * Prices a party. Assumes the party was checked against the tour (`partyProblem`): a type the tour
 * does not offer is priced at nothing rather than guessed.
 */
export function priceBooking({ priceTypes, party, groupDiscount, promo }: PriceInput): PriceBreakdown {
  const lines: PriceLine[] = [];
  for (const type of personTypes) {
    const quantity = party[type] ?? 0;
    if (quantity <= 0) continue;
    const unitPaise = priceTypes.find((each) => each.type === type)?.pricePaise ?? 0;
    lines.push({ kind: 'people', type, quantity, unitPaise, amountPaise: unitPaise * quantity });
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  let remaining = subtotalPaise;

  if (groupDiscount && seatsTaken(priceTypes, party) >= groupDiscount.minPeople) {
    const off = Math.min(remaining, percentOfPaise(remaining, groupDiscount.percentOff));
    if (off > 0) {
      lines.push({ kind: 'group_discount', minPeople: groupDiscount.minPeople, percentOff: groupDiscount.percentOff, amountPaise: -off });
      remaining -= off;
    }
  }

  if (promo) {
    const wanted = promo.kind === 'percent' ? percentOfPaise(remaining, promo.percentOff) : promo.amountOffPaise;
    const off = Math.max(0, Math.min(remaining, wanted));
    if (off > 0) {
      lines.push({ kind: 'promo_code', code: promo.code, percentOff: promo.kind === 'percent' ? promo.percentOff : null, amountPaise: -off });
      remaining -= off;
    }
  }

  return { lines, subtotalPaise, totalPaise: remaining };
}

/** A party of `numPeople` adults: what clients that know nothing of person types book. */
export function adultsOnly(numPeople: number): Party {
  return { adult: numPeople };
}
