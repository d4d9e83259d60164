import type { LedgerPaymentPurpose } from '@yatrika/contract/booking-ledger';
import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import type { Executor } from '../../db/client.ts';
import type { TopUpDetails } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingRow } from '../bookings/public.ts';

/** A paid order toward an existing booking (decision 035), as checkout hands it over to be applied. */
export interface PaidTopUp {
  id: string;
  userId: string | null;
  paymentId: string;
  amountPaise: number;
  paymentMethod: PaymentMethod;
  forBookingId: string;
  topUp: TopUpDetails;
}

/**
 * Why a paid top-up cannot be applied: its booking is gone or cancelled, or no longer owes exactly
 * this. Thrown inside the caller's savepoint; the order stays paid and unused, and is refunded in
 * full like any paid order that bought nothing (reason `not_owed`).
 */
export class TopUpRefusal extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/**
 * What one kind of top-up does to its booking, whose row the dispatch holds FOR UPDATE: checks that
 * the booking still owes exactly this (or throws TopUpRefusal), makes its change (a balance clears
 * the due date; a difference moves the date or the party) and answers the ledger's purpose and
 * the booking as it now is. The dispatch writes the ledger row.
 */
export type TopUpApplier<T extends TopUpDetails = TopUpDetails> = (
  tx: Executor,
  booking: BookingRow,
  order: PaidTopUp & { topUp: T },
  now: Date,
) => Promise<{ purpose: LedgerPaymentPurpose; booking: BookingRow }>;
