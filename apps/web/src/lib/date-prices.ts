import type { DepartureDay } from '@yatrika/contract/departures';
import type { PriceTypeOnDate } from '@yatrika/contract/price-calculation';

/**
 * A date's prices as the availability answer gives them (decision 031), for the calendar, the
 * traveller's booking form and the operator's phone booking form. The forms price with
 * `priceBooking` given `priceTypesOnDay(tourTypes, day)`; the server prices the order the same way.
 */

/** The date's adult price in rupees; undefined before the date's prices are known. */
export function adultPriceOn(day: Pick<DepartureDay, 'prices'> | undefined): number | undefined {
  return day?.prices?.find((each) => each.type === 'adult')?.price;
}

/** The tour's person types with the date's prices in their place (paise); the tour's own where the date names none. */
export function priceTypesOnDay(tourTypes: readonly PriceTypeOnDate[], day: Pick<DepartureDay, 'prices'> | undefined): PriceTypeOnDate[] {
  return tourTypes.map((each) => {
    const onDate = day?.prices?.find((price) => price.type === each.type);
    return onDate ? { ...each, pricePaise: Math.round(onDate.price * 100) } : each;
  });
}
