import type { TourCategory } from '@yatrika/contract/tours';

/**
 * Facts a booking does not store but a packing guide needs: the category of a tour
 * that has since been deleted, and the trip's length (tours have no duration field).
 */

const categoryHints: [TourCategory, RegExp][] = [
  ['religious', /\b(temple|mandir|yatra|pilgrim\w*|darshan|dham|jyotirlinga|gurdwara|gurudwara|golden temple|church|cathedral|mosque|dargah|monastery|gompa|shrine|aarti|kumbh|tirtha|devi)\b/i],
  ['romantic', /\b(honeymoon|romantic|romance|couples?|getaway|candle ?light|anniversary)\b/i],
  ['historical & cultural', /\b(heritage|forts?|palaces?|monuments?|museums?|histor\w*|ruins|caves|culture|cultural|old city|mughal|walk)\b/i],
  ['adventure', /\b(trek\w*|hike|hiking|rafting|camp\w*|paragliding|skydiving|sky diving|diving|scuba|snorkel\w*|safari|expedition|climb\w*|ski\w*|biking|kayak\w*|zip ?line|bungee|adventure)\b/i],
];

/** The category a title suggests, or null for a general guide. */
export function inferCategory(title: string): TourCategory | null {
  return categoryHints.find(([, pattern]) => pattern.test(title))?.[0] ?? null;
}

const MAX_DAYS = 30;

const lengthHints: [number, RegExp][] = [
  [10, /\bchar ?dham\b/i],
  [7, /\b(expedition|base camp|circuit)\b/i],
  [6, /\b(trek\w*)\b/i],
  [5, /\b(yatra|road ?trip)\b/i],
  [2, /\bweekend\b/i],
  [1, /\b(day trip|day tour|walk|walking tour)\b/i],
];

const daysByCategory: Record<TourCategory, number> = {
  adventure: 5,
  religious: 3,
  'historical & cultural': 3,
  romantic: 4,
};

const DEFAULT_DAYS = 3;

/**
 * "7 Days", "5D/4N", "3 nights" in the title win; then what kind of trip it is; then
 * the category. Always an estimate: the guide says "about N days".
 */
export function inferTripDays(title: string, category: TourCategory | null): number {
  const days = /\b(\d{1,2})\s*(?:-\s*)?(?:days?|d)\b/i.exec(title);
  if (days) return clampDays(Number(days[1]));
  const nights = /\b(\d{1,2})\s*(?:-\s*)?(?:nights?|n)\b/i.exec(title);
  if (nights) return clampDays(Number(nights[1]) + 1);
  const hinted = lengthHints.find(([, pattern]) => pattern.test(title));
  if (hinted) return hinted[0];
  return category ? daysByCategory[category] : DEFAULT_DAYS;
}

function clampDays(days: number): number {
  return Math.min(MAX_DAYS, Math.max(1, days));
}
