/** What the operator reads about prices per date (decision 031); tests assert these sentences. */
export const datePriceMessages = {
  created: 'Date price added.',
  deleted: 'Date price removed.',
  notFound: 'Date price not found.',
  rangeBackwards: 'The first date must be on or before the last date.',
  inPast: 'Date prices can only be set for dates from today on.',
  weekdaysInvalid: 'Weekdays must be numbers from 0 (Sunday) to 6 (Saturday).',
  pricesRequired: 'Prices are required, at least the adult price.',
} as const;

const typeNames = { adult: 'adult', child: 'child', senior: 'senior' } as const;
export type DatePriceType = keyof typeof typeNames;

/** "The child price must be a positive number of rupees with at most 2 decimals." */
export const datePriceInvalid = (type: DatePriceType) =>
  `The ${typeNames[type]} price must be a positive number of rupees with at most 2 decimals.`;

/** "The adult price must be at most ₹1,00,00,000." */
export const datePriceTooLarge = (type: DatePriceType) => `The ${typeNames[type]} price must be at most ₹1,00,00,000.`;

/** A child or senior price for a tour that prices no children or seniors. */
export const datePriceTypeNotOffered = (type: 'child' | 'senior') =>
  `This tour has no ${typeNames[type]} price; add ${type === 'child' ? 'children' : 'seniors'} on the tour form first.`;

/** The last date past the booking horizon. */
export const datePriceBeyondHorizon = (horizonDays: number) => `Date prices can be set up to ${horizonDays} days ahead.`;

/** What the Departures screen says of a rule's days: "Every day", "Saturdays and Sundays". */
export function datePriceDaysInWords(weekdays: readonly number[] | null): string {
  if (weekdays === null || weekdays.length === 7) return 'Every day';
  const names = weekdays.map((day) => `${weekdayNamesForPrices[day] ?? ''}s`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
const weekdayNamesForPrices = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
