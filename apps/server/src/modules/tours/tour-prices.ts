import { personTypeMessages, type PriceTypesForm } from '@yatrika/contract/person-types';
import type { GroupDiscountRule } from '@yatrika/contract/price-calculation';
import type { StoredPriceType } from '@yatrika/contract/tour-prices';
import { badRequest } from '../../lib/errors.ts';

/**
 * The person types and group rule a tour form sets, as the `tours` columns keep them; a field the
 * form left out is left out here, so an update keeps what is stored. An `adult` entry only says
 * the price per person again (decision 030): any other adult price is refused, never stored.
 */
export function tourPrices(
  fields: { priceTypes?: PriceTypesForm | undefined; groupDiscount?: GroupDiscountRule | null | undefined },
  pricePaise: number,
): { priceTypes?: StoredPriceType[]; groupDiscount?: GroupDiscountRule | null } {
  const adult = fields.priceTypes?.adultPricePaise;
  if (adult !== undefined && adult !== pricePaise) throw badRequest(personTypeMessages.adultPriceDiffers);
  return {
    ...(fields.priceTypes ? { priceTypes: fields.priceTypes.others } : {}),
    ...(fields.groupDiscount !== undefined ? { groupDiscount: fields.groupDiscount } : {}),
  };
}
