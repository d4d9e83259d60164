import type { PersonType, PriceTypeOnDate } from './price-calculation.ts';

/** A person type other than adult, as a tour keeps it (adult is the tour's `pricePerPerson`). */
export interface StoredPriceType {
  type: Exclude<PersonType, 'adult'>;
  pricePaise: number;
  /** Ages the type covers, inclusive ("5–11"); null where the operator sets no bound. */
  minAge: number | null;
  maxAge: number | null;
  /** An infant on a lap takes no seat; everyone else does unless the operator says otherwise. */
  takesSeat: boolean;
}

/** A tour's person types, adult first, from its price per person and the other types it keeps. */
export function tourPriceTypes(pricePaise: number, others: readonly StoredPriceType[]): PriceTypeOnDate[] {
  return [
    { type: 'adult', pricePaise, takesSeat: true },
    ...others.map(({ type, pricePaise: price, takesSeat }) => ({ type, pricePaise: price, takesSeat })),
  ];
}
