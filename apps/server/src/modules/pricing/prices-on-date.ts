import type { PriceTypeOnDate } from '@yatrika/contract/price-calculation';
import type { StoredPriceType } from '@yatrika/contract/tour-prices';
import { tourPriceTypes } from '@yatrika/contract/tour-prices';
import type { Executor } from '../../db/client.ts';

/** What pricing reads of a tour row. */
export interface PricedTour {
  id: string;
  pricePaise: number;
  priceTypes: StoredPriceType[];
}

/**
 * A tour's prices by person type on one date: what `priceBooking` is given for a booking on that
 * date. Today the tour's own prices; prices per date replace them here and nowhere else.
 */
export async function pricesOnDate(_db: Executor, tour: PricedTour, _date: string): Promise<PriceTypeOnDate[]> {
  return tourPriceTypes(tour.pricePaise, tour.priceTypes);
}
