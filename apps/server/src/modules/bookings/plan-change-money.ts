import { planChangeMessages, type ChangeSettlement } from '@yatrika/contract/plan-changes';
import type { Executor } from '../../db/client.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { issueCreditNote } from '../invoices/public.ts';
import type { BookingRow } from './booking-response.ts';
import type { HeldMoney, RefundSplit } from './held-money.ts';
import { splitRefund } from './held-money.ts';
import { recordPartialRefunds, type PartialRefundRow } from './partial-refunds.ts';

/**
 * What a traveller's change does to the money (decision 036), in paise, decided once for the quote
 * and the change alike: `payPaise` is paid online before the change completes; `refund` goes back
 * by channel (the original payment first, decision 023); `keptPaise` is what the cancellation policy
 * keeps of a smaller party removed late.
 */
export interface ChangeMoney {
  differencePaise: number;
  payPaise: number;
  refund: RefundSplit;
  keptPaise: number;
}

const noRefund: RefundSplit = { throughProvider: 0, byHand: 0 };

/**
 * The money of a change from `row`'s total to `newTotalPaise`, of which `refundablePaise` of a lower
 * total may go back (all of it for a move; by the cancellation policy for people removed). An
 * unpaid booking moves no money: its total simply follows.
 */
export function changeMoney(row: BookingRow, held: HeldMoney | null, newTotalPaise: number, refundablePaise?: number): ChangeMoney {
  const differencePaise = newTotalPaise - row.totalPaise;
  if (!row.paymentId || differencePaise === 0) return { differencePaise, payPaise: 0, refund: noRefund, keptPaise: 0 };
  if (differencePaise > 0) return { differencePaise, payPaise: differencePaise, refund: noRefund, keptPaise: 0 };
  const lower = -differencePaise;
  const back = Math.min(lower, refundablePaise ?? lower);
  const refund = held ? splitRefund(held, back) : { throughProvider: back, byHand: 0 };
  return { differencePaise, payPaise: 0, refund, keptPaise: lower - back };
}

/** The settlement as answers and dialogs state it, in rupees. */
export function settlementOf(money: ChangeMoney): ChangeSettlement {
  const kept = paiseToRupees(money.keptPaise);
  if (money.payPaise > 0) {
    const amount = paiseToRupees(money.payPaise);
    return { kind: 'pay', amount, kept: 0, line: planChangeMessages.payDifference(amount) };
  }
  const back = paiseToRupees(money.refund.throughProvider + money.refund.byHand);
  if (money.keptPaise > 0) return { kind: back > 0 ? 'refund' : 'none', amount: back, kept, line: planChangeMessages.refundDifferenceKept(back, kept) };
  if (back > 0) return { kind: 'refund', amount: back, kept: 0, line: planChangeMessages.refundDifference(back) };
  return { kind: 'none', amount: 0, kept: 0, line: planChangeMessages.samePrice };
}

/**
 * Records a lower total's refund in the change's transaction (rows of `booking_refunds`, asked of
 * the provider after the commit) and its GST credit note against the booking's invoice.
 */
export async function recordChangeRefund(
  tx: Executor,
  row: BookingRow,
  held: HeldMoney,
  money: ChangeMoney,
  reason: 'rescheduled' | 'party_reduced',
  now: Date,
): Promise<PartialRefundRow[]> {
  const refunds = await recordPartialRefunds(tx, row.id, held, money.refund, reason, now);
  if (refunds[0]) await issueCreditNote(tx, { bookingId: row.id, amountPaise: money.refund.throughProvider + money.refund.byHand, refundKey: `party:${refunds[0].id}` }, now);
  return refunds;
}
