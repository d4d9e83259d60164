import type { PromoDiscount } from '@yatrika/contract/price-calculation';
import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import { changeKeepsPromoCode, promoCodeRefusal, promoDiscountOf } from '@yatrika/contract/promo-code-rules';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { findPromoCode, termsOf } from './terms.ts';
import { usesOf } from './uses.ts';

export interface PromoCodeRequest {
  /** As the traveller typed it. */
  code: string;
  tourId: string;
  category: string;
  /** Seats the party takes. */
  seats: number;
  /** The signed-in traveller, for the per-traveller limit; null: checked only when the payment is confirmed. */
  travellerId: string | null;
  /** Today in India. */
  today: string;
}

/**
 * Whether a booking sold with this code keeps its discount when changed to `seats` seats
 * (decision 040). A code deleted since keeps it: it was granted when the booking was sold.
 */
export async function promoCodeKeptOnChange(db: Executor, code: string, seats: number): Promise<boolean> {
  const row = await findPromoCode(db, code);
  return !row || changeKeepsPromoCode(termsOf(row), seats);
}

/**
 * The discount a typed code gives this booking, for priceBooking; 400 with the sentence that says
 * exactly why when it does not apply (decision 032). The discount carries the code as the operator
 * wrote it, which the order keeps and payment confirmation counts.
 */
export async function promoDiscountFor(db: Executor, request: PromoCodeRequest): Promise<PromoDiscount> {
  const row = await findPromoCode(db, request.code);
  if (!row) throw badRequest(promoCodeMessages.unknown);
  const uses = await usesOf(db, row.id, request.travellerId);
  const terms = termsOf(row);
  const refusal = promoCodeRefusal(terms, {
    tourId: request.tourId,
    category: request.category,
    seats: request.seats,
    today: request.today,
    usesSoFar: uses.total,
    travellerUsesSoFar: uses.traveller,
  });
  if (refusal) throw badRequest(refusal);
  return promoDiscountOf(terms);
}
