import { planChangeMessages, type ChangeSettlement } from '@yatrika/contract/plan-changes';
import type { PriceLine } from '@yatrika/contract/price-calculation';
import type { Executor } from '../../db/client.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { nothingBack, onlineRefundTotal, type HeldMoney, type PolicyRefund, type Settlement } from '../money/public.ts';
import { conflict } from '../../lib/errors.ts';
import { settleBooking } from './booking-money.ts';
import type { Repriced } from './reprice.ts';
import type { BookingRow } from './booking-response.ts';
import { recordPartialRefunds, type PartialRefundRow } from './partial-refunds.ts';

/**
 * What a traveller's change does to the money (decisions 036 and 040): the settlement of the change
 * (modules/money), with the promo code it loses, decided once for the quote and the change alike.
 */
export interface ChangeMoney {
  settlement: Settlement;
  /** The code whose terms the changed booking no longer meets: priced without it. */
  promoLost: string | null;
}

/** The settlement as answers and dialogs state it, in rupees. */
export function settlementOf({ settlement, promoLost }: ChangeMoney): ChangeSettlement {
  const kept = paiseToRupees(settlement.keptPaise);
  const owed = paiseToRupees(settlement.owesPaise);
  const extra = { ...(owed > 0 ? { owed } : {}), ...(promoLost ? { promoLost } : {}) };
  const withPromo = (line: string) => (promoLost ? `${planChangeMessages.promoLost(promoLost)} ${line}` : line);
  if (settlement.payPaise > 0) {
    const amount = paiseToRupees(settlement.payPaise);
    return { kind: 'pay', amount, kept: 0, ...extra, line: withPromo(planChangeMessages.payDifference(amount)) };
  }
  const back = paiseToRupees(settlement.refundPaise);
  const after = settlement.balancePaidUp ? ` ${planChangeMessages.balancePaidUp}` : '';
  if (settlement.keptPaise > 0) return { kind: back > 0 ? 'refund' : 'none', amount: back, kept, ...extra, line: withPromo(planChangeMessages.refundDifferenceKept(back, kept) + after) };
  if (back > 0) return { kind: 'refund', amount: back, kept: 0, ...extra, line: withPromo(planChangeMessages.refundDifference(back) + after) };
  if (settlement.why === 'balance_absorbs') {
    return { kind: 'none', amount: 0, kept: 0, ...extra, line: withPromo(settlement.balancePaidUp ? planChangeMessages.balancePaidUp : planChangeMessages.balanceFollows(owed)) };
  }
  return { kind: 'none', amount: 0, kept: 0, ...extra, line: withPromo(planChangeMessages.samePrice) };
}

/**
 * Records a lower total's refund in the change's transaction: rows of `booking_refunds`, one per
 * payment it comes from, each with its credit note (ledger.ts), asked of the provider after the commit.
 */
export async function recordChangeRefund(
  tx: Executor,
  row: BookingRow,
  held: HeldMoney,
  settlement: Settlement,
  reason: 'rescheduled' | 'party_reduced',
  now: Date,
): Promise<PartialRefundRow[]> {
  return recordPartialRefunds(tx, row.id, held, settlement.refund, reason, now);
}

/** Rupees through the provider and by hand, as the history records them. */
export const refundInRupees = (settlement: Settlement) => ({ online: paiseToRupees(onlineRefundTotal(settlement.refund)), byHand: paiseToRupees(settlement.refund.byHand) });

/**
 * The settlement of a traveller's change priced as `repriced` (decision 040): a move gives back all
 * of a lower price; a smaller party only what the cancellation policy gives back of the people who
 * leave (`policy`). A higher price is paid online before the change completes.
 */
export async function settleChange(tx: Executor, row: BookingRow, repriced: Pick<Repriced, 'totalPaise' | 'promoLost'>, policy?: PolicyRefund): Promise<{ held: HeldMoney; money: ChangeMoney }> {
  const { held, settlement } = await settleBooking(tx, row, { kind: 'reprice', newTotalPaise: repriced.totalPaise, collect: 'online', ...(policy ? { policy } : {}) });
  return { held, money: { settlement, promoLost: repriced.promoLost } };
}

/**
 * The same settlement decided again under the booking's lock, and checked against the one quoted
 * when the change was asked for (or its difference paid): a booking whose money changed meanwhile
 * is refused (409), never settled on figures the traveller was not shown.
 */
export async function settleChangeAgain(tx: Executor, row: BookingRow, repriced: Pick<Repriced, 'totalPaise' | 'promoLost'>, quoted: ChangeMoney, policy?: PolicyRefund) {
  const again = await settleChange(tx, row, repriced, policy);
  const a = again.money.settlement;
  const b = quoted.settlement;
  if (a.payPaise !== b.payPaise || a.refundPaise !== b.refundPaise || a.totalPaise !== b.totalPaise) throw conflict(planChangeMessages.changedMeanwhile);
  return again;
}

/**
 * The settlement a paid difference was for: exactly its amount paid toward the new total. The change
 * it pays for settles again under the lock and must come to the same (settleChangeAgain).
 */
export const paidDifference = (payPaise: number, totalPaise: number): ChangeMoney => ({
  settlement: { totalPaise, keptPaise: 0, payPaise, collect: 'online', refund: nothingBack, refundPaise: 0, owesPaise: 0, balancePaidUp: false, why: 'pay_difference' },
  promoLost: null,
});

/** The lines with what this change keeps added to what earlier late removals kept (one `kept` line). */
export function withKept(lines: PriceLine[], keptPaise: number): PriceLine[] {
  if (keptPaise <= 0) return lines;
  const earlier = lines.find((line) => line.kind === 'kept')?.amountPaise ?? 0;
  return [...lines.filter((line) => line.kind !== 'kept'), { kind: 'kept', amountPaise: earlier + keptPaise }];
}
