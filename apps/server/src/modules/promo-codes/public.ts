/**
 * What other modules may use of promo codes (decision 032), which own `promo_codes` and
 * `promo_code_uses`: the checkout's quote asks for a typed code's discount, a paid order that
 * becomes a booking counts its use under the code's lock, and a cancelled booking that is refunded
 * gives its use back.
 */
export { promoCodeKeptOnChange, promoDiscountFor, type PromoCodeRequest } from './discount.ts';
export { countPromoCodeUse, giveBackPromoCodeUse, PromoCodeRefusal } from './uses.ts';
