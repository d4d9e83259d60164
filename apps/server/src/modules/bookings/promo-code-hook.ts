import type { PromoDiscount } from '@yatrika/contract/price-calculation';
import type { Executor } from '../../db/client.ts';

/** What the quote knows when it asks whether a promo code applies. */
export interface PromoCodeRequest {
  /** As the traveller typed it, trimmed. */
  code: string;
  tourId: string;
  bookingDate: string;
  /** The people's subtotal and what is left after the group discount, in paise. */
  subtotalPaise: number;
  afterGroupDiscountPaise: number;
}

/**
 * Where a booking's promo code becomes a discount for `priceBooking`: null when no code applies.
 * Promo codes are not resolved yet, so every code is carried on the order and applies nothing;
 * the promo codes module answers here.
 */
export type PromoCodeResolver = (db: Executor, request: PromoCodeRequest) => Promise<PromoDiscount | null>;

export const resolvePromoCode: PromoCodeResolver = async () => null;
