import type { PriceTypeResponse } from '@yatrika/contract/person-types';
import type { Tour } from '@yatrika/contract/tours';
import type { CountedType } from './party-counts.tsx';

/** "5–11 years", "up to 1 year", "60+ years"; empty when the operator set no ages. */
export function agesNote({ minAge, maxAge }: Pick<PriceTypeResponse, 'minAge' | 'maxAge'>): string {
  if (minAge !== undefined && maxAge !== undefined) return `${minAge}–${maxAge} years`;
  if (maxAge !== undefined) return `up to ${maxAge} ${maxAge === 1 ? 'year' : 'years'}`;
  if (minAge !== undefined) return `${minAge}+ years`;
  return '';
}

/** The person types a tour's booking form counts, adult first, each with its ages. */
export function countedTypes(tour: Pick<Tour, 'priceTypes'>): CountedType[] {
  return [{ type: 'adult', note: '' }, ...tour.priceTypes.filter((each) => each.type !== 'adult').map((each) => ({ type: each.type, note: agesNote(each) }))];
}
