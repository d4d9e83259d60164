import type { BookingDetails } from '@yatrika/contract/bookings';
import { priceLinesAnswer } from '@yatrika/contract/person-types';
import type { PriceBreakdown } from '@yatrika/contract/price-calculation';
import type { PromoCodeCheckResponse } from '@yatrika/contract/promo-codes';
import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import type { Executor } from '../../db/client.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { paiseToRupees } from '../../lib/money.ts';

/**
 * The checkout's quote (bookings' quoteBooking, given by app.ts so this module need not import
 * bookings, which imports it): the booking checked and priced exactly as the order will be,
 * refused with its sentence when the code does not apply.
 */
export type QuoteWithCode = (db: Executor, booking: BookingDetails, travellerId: string) => Promise<{ details: OrderBookingDetails; breakdown: PriceBreakdown }>;

/** What the traveller sees before paying: the lines with the code's discount, and the total. */
export async function checkPromoCode(db: Executor, quote: QuoteWithCode, booking: BookingDetails, code: string, travellerId: string): Promise<PromoCodeCheckResponse> {
  const { details, breakdown } = await quote(db, { ...booking, promoCode: code }, travellerId);
  const { lines, subtotalPaise, totalPaise } = breakdown;
  const discountPaise = -(lines.find((line) => line.kind === 'promo_code')?.amountPaise ?? 0);
  const applied = details.promoCode ?? code;
  return {
    message: promoCodeMessages.applied(applied),
    code: applied,
    lines: priceLinesAnswer(lines),
    subtotal: paiseToRupees(subtotalPaise),
    discount: paiseToRupees(discountPaise),
    total: paiseToRupees(totalPaise),
  };
}
