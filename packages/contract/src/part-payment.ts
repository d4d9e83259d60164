/**
 * Paying in parts (decision 035): an advance now and the balance by a due date, when the tour
 * allows it. The server charges with these amounts and the web shows them: nothing else splits a
 * total. Integer paise throughout; the total itself comes from priceBooking (price-calculation.ts).
 */
import { addDays } from './dates.ts';

/** A tour's part-payment setting: both null when it takes the full amount only. */
export interface PartPaymentSetting {
  /** Whole percent of the total paid now, 1–99. */
  advancePercent: number | null;
  /** Days before the departure the balance is due, 1–365. */
  balanceDueDays: number | null;
}

export interface PartPaymentOffer {
  advancePaise: number;
  balancePaise: number;
  /** "YYYY-MM-DD", India: the last day to pay the balance; unpaid by its end, the booking is cancelled. */
  balanceDueOn: string;
}

/** The bounds of a tour's setting, for the admin form and the server's check. */
export const ADVANCE_PERCENT_MIN = 1;
export const ADVANCE_PERCENT_MAX = 99;
export const BALANCE_DUE_DAYS_MIN = 1;
export const BALANCE_DUE_DAYS_MAX = 365;

/** The day a departure's balance is due: `balanceDueDays` before it. */
export const balanceDueOn = (departureDate: string, balanceDueDays: number) => addDays(departureDate, -balanceDueDays);

const PAISE_PER_RUPEE = 100;

/** `percent` of `totalPaise` rounded up to a whole rupee (the product is a whole number, so the division is exact before it is rounded). */
function advanceInWholeRupees(totalPaise: number, percent: number): number {
  return Math.ceil((totalPaise * percent) / (100 * PAISE_PER_RUPEE)) * PAISE_PER_RUPEE;
}

/**
 * What a traveller may pay now and later for a booking of `totalPaise` departing on `departureDate`,
 * or null when only the full amount is taken: the tour offers no advance, or the departure is too
 * near (its balance would be due today or earlier: inside the balance window, the whole amount is
 * taken at once), or the total is too small to split. Operators take advances in whole rupees: the
 * advance is the percent of the total rounded UP to the rupee (so never less than the percent), and
 * the balance is the rest, paise and all.
 */
export function partPaymentOffer(totalPaise: number, setting: PartPaymentSetting, departureDate: string, today: string): PartPaymentOffer | null {
  const { advancePercent, balanceDueDays } = setting;
  if (advancePercent === null || balanceDueDays === null) return null;
  const dueOn = balanceDueOn(departureDate, balanceDueDays);
  if (dueOn <= today) return null;
  const advancePaise = advanceInWholeRupees(totalPaise, advancePercent);
  if (advancePaise <= 0 || advancePaise >= totalPaise) return null;
  return { advancePaise, balancePaise: totalPaise - advancePaise, balanceDueOn: dueOn };
}

/** How the traveller asks to pay at checkout; absent means in full. */
export const paymentChoices = ['full', 'advance'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];
