import type { PriceTypeResponse } from '@yatrika/contract/person-types';
import type { PriceTypeOnDate } from '@yatrika/contract/price-calculation';

/**
 * A tour's prices by person type as `priceBooking` takes them (paise), from its answer: adult is
 * always `pricePerPerson`, the other types follow as the tour offers them.
 */
export function tourPricesOf(tour: { pricePerPerson: number; priceTypes: readonly PriceTypeResponse[] }): PriceTypeOnDate[] {
  return [
    { type: 'adult', pricePaise: Math.round(tour.pricePerPerson * 100), takesSeat: true },
    ...tour.priceTypes.filter((each) => each.type !== 'adult').map((each) => ({ type: each.type, pricePaise: Math.round(each.price * 100), takesSeat: each.takesSeat })),
  ];
}
