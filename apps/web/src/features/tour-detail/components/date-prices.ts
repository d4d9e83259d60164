import type { DepartureDay } from '@yatrika/contract/departures';
import type { PriceTypeOnDate } from '@yatrika/contract/price-calculation';
import { useDepartureDay } from '../api/get-availability.ts';

/**
 * A date's prices as the availability answer gives them (decision 031), for the calendar and the
 * booking form. The form prices with `priceBooking` given `priceTypesOnDay(tourTypes, day)`; the
 * server prices the order the same way when the hold is made.
 */

/** The date's adult price in rupees; undefined before the date's prices are known. */
export function adultPriceOn(day: DepartureDay | undefined): number | undefined {
  return day?.prices?.find((each) => each.type === 'adult')?.price;
}

/** The tour's person types with the date's prices in their place (paise); the tour's own where the date names none. */
export function priceTypesOnDay(tourTypes: readonly PriceTypeOnDate[], day: DepartureDay | undefined): PriceTypeOnDate[] {
  return tourTypes.map((each) => {
    const onDate = day?.prices?.find((price) => price.type === each.type);
    return onDate ? { ...each, pricePaise: Math.round(onDate.price * 100) } : each;
  });
}

/** The chosen date's person types and prices, read from (and shared with) the calendar's month. */
export function useDatePriceTypes(tourId: string, date: string, today: string, tourTypes: readonly PriceTypeOnDate[]): PriceTypeOnDate[] {
  const day = useDepartureDay(tourId, date, today).data;
  return priceTypesOnDay(tourTypes, day);
}
