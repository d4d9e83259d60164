import type { CancellationPolicy, Canceller } from '@yatrika/contract/cancellation-policy';
import { refundOnCancel } from '@yatrika/contract/cancellation-policy';
import type { PriceLine } from '@yatrika/contract/price-calculation';
import type { Executor } from '../../db/client.ts';
import { settle, type HeldMoney, type PolicyRefund, type PricedBooking, type ProposedChange, type Settlement } from './settlement.ts';
import type { bookings } from '../../db/schema/bookings.ts';

type BookingRow = typeof bookings.$inferSelect;
import { heldMoney } from './held-money.ts';

/** What earlier late removals kept: money that stays kept whatever the booking becomes. */
export const keptPaiseOf = (lines: readonly PriceLine[] | null) => (lines ?? []).reduce((sum, line) => sum + (line.kind === 'kept' ? line.amountPaise : 0), 0);

/**
 * A booking's priced state as the settlement reads it. A reseller's booking was paid to the
 * reseller (decision 039): Yatrika holds none of it, so it is not paid here.
 */
export const pricedOf = (row: Pick<BookingRow, 'totalPaise' | 'priceLines' | 'paymentId' | 'balanceDueOn'>): PricedBooking => ({
  totalPaise: row.totalPaise,
  keptPaise: keptPaiseOf(row.priceLines),
  paid: row.paymentId !== null,
  balanceOwed: row.balanceDueOn !== null,
});

/**
 * The departure date a booking's cancellation policy counts from: its own, or the earlier date a
 * traveller moved it from after free cancellation had ended (decision 042).
 */
export const policyDateOf = (row: Pick<BookingRow, 'bookingDate' | 'policyDate'>): string =>
  row.policyDate !== null && row.policyDate < row.bookingDate ? row.policyDate : row.bookingDate;

/** The cancellation policy bound to a booking and a moment: what it gives back of an amount, for this canceller. */
export const policyRefund =
  (policy: CancellationPolicy, canceller: Canceller) =>
  (row: Pick<BookingRow, 'bookingDate' | 'policyDate'>, now: Date): PolicyRefund =>
  (paise) =>
    refundOnCancel(paise, policyDateOf(row), now, policy, canceller);

/** Whether a traveller's cancel now would keep any of the booking's money: free cancellation has ended. */
export const lateForTraveller = (policy: CancellationPolicy, row: Pick<BookingRow, 'bookingDate' | 'policyDate'>, now: Date): boolean =>
  policy.lateCancellationRefundPercent < 100 && policyRefund(policy, 'traveller')(row, now)(100_00) < 100_00;

export interface SettledBooking {
  held: HeldMoney;
  settlement: Settlement;
}

/**
 * The settlement of a change of this booking (modules/money), from its money as its ledger holds it:
 * read in the caller's transaction. The action applies exactly this answer; its quote answers it.
 */
export async function settleBooking(tx: Executor, row: BookingRow, change: ProposedChange): Promise<SettledBooking> {
  const held = await heldMoney(tx, row);
  return { held, settlement: settle(pricedOf(row), held, change) };
}
