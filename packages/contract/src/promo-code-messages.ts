import { dayInWords } from './dates.ts';
import { formatIndianNumber } from './money.ts';
import { promoCodeLimits } from './promo-code-limits.ts';

/**
 * Every sentence about promo codes (decision 032): why a code does not apply, as the checkout
 * shows it, and what the operator's form refuses.
 */
export const promoCodeMessages = {
  unknown: 'We do not know this code. Check its spelling and try again.',
  switchedOff: 'This code is no longer offered.',
  startsOn: (day: string) => `This code starts on ${dayInWords(day)}.`,
  endedOn: (day: string) => `This code ended on ${dayInWords(day)}.`,
  notForTour: 'This code is not for this tour.',
  onlyForCategories: (categories: readonly string[]) => `This code is only for ${listInWords(categories)} tours.`,
  partyBelowMinimum: (minPeople: number) => `This code needs a party of at least ${minPeople} people.`,
  usedUp: 'This code has been used as many times as it allows.',
  travellerLimitReached: (limit: number) =>
    limit === 1 ? 'You have already used this code.' : `You have already used this code ${limit} times, as many as it allows.`,
  /** At payment: the last use went to someone else while this traveller paid. */
  usedUpWhilePaying: 'This code was used up while you paid, so the booking was not made at that price. Your payment will be refunded in full.',
  travellerLimitWhilePaying:
    'You reached this code’s limit with another booking while you paid, so this booking was not made at that price. Your payment will be refunded in full.',
  applied: (code: string) => `Code ${code} applied.`,

  // The operator's form.
  codeInvalid: `A code is ${promoCodeLimits.codeMin} to ${promoCodeLimits.codeMax} letters, digits, dashes or underscores.`,
  codeTaken: 'Another code is already called that (codes match whatever their capitals).',
  kindInvalid: 'Choose a percent or a fixed amount off.',
  percentInvalid: 'A percent off is a whole number from 1 to 100.',
  amountInvalid: `An amount off is more than ₹0 and at most ₹${formatIndianNumber(promoCodeLimits.maxAmountOffRupees)}, in rupees and paise.`,
  valueMissing: 'A percent code needs its percent, and a fixed code its amount (and not the other).',
  dateInvalid: 'A valid date is a real calendar day (YYYY-MM-DD).',
  datesBackwards: 'The last valid day cannot come before the first.',
  minPeopleInvalid: 'The smallest party is a whole number of people from 1 to 50.',
  usesInvalid: `A use limit is a whole number from 1 to ${formatIndianNumber(promoCodeLimits.maxUses)}, or blank for no limit.`,
  toursInvalid: `Choose at most ${promoCodeLimits.maxTours} tours, by their ids.`,
  tourUnknown: 'One of the chosen tours does not exist.',
  categoryInvalid: 'Choose categories from adventure, religious, historical & cultural and romantic.',
  notFound: 'Promo code not found.',
  created: 'Promo code created.',
  updated: 'Promo code saved.',
  switchedOn: 'Promo code switched on.',
  switchedOffByOperator: 'Promo code switched off.',
} as const;

/** "adventure", "adventure and religious", "adventure, religious and romantic". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
