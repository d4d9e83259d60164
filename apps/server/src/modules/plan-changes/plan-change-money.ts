import { planChangeMessages, type ChangeSettlement } from '@yatrika/contract/plan-changes';
import type { PriceLine } from '@yatrika/contract/price-calculation';
import type { Executor } from '../../db/client.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { type HeldMoney, nothingBack, onlineRefundTotal, type PolicyRefund, settleBooking, type Settlement } from '../money/public.ts';
import { conflict } from '../../lib/errors.ts';
import { type BookingRow } from '../bookings/public.ts';
import type { Repriced } from './reprice.ts';

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

/** Rupees through the provider and by hand, as the history records them. */
export const refundInRupees = (settlement: Settlement) => ({ online: paiseToRupees(onlineRefundTotal(settlement.refund)), byHand: paiseToRupees(settlement.refund.byHand) });

/** A traveller's change as quoted: the booking priced anew (its lines with what the change keeps), the money, and the policy it was settled by. */
export interface QuotedChange {
  repriced: Repriced;
  money: ChangeMoney;
  /** What the cancellation policy gives back of a lower price, bound to this booking and the moment it was quoted; absent: all of it. */
  policy?: PolicyRefund | undefined;
}

const settleChange = async (tx: Executor, row: BookingRow, newTotalPaise: number, promoLost: string | null, policy: PolicyRefund | undefined) => {
  const { held, settlement } = await settleBooking(tx, row, { kind: 'reprice', newTotalPaise, collect: 'online', ...(policy ? { policy } : {}) });
  return { held, money: { settlement, promoLost } };
};

/**
 * Settles a traveller's change of date or party priced as `priced` (decisions 036 and 040): a lower
 * price gives back what the cancellation policy gives back of the difference at this moment, and
 * what it keeps joins the booking's `kept` line; a higher price is paid online before the change
 * completes; a balance still owed absorbs either.
 */
export async function quoteChange(tx: Executor, row: BookingRow, priced: Repriced, policy: PolicyRefund): Promise<QuotedChange> {
  const { money } = await settleChange(tx, row, priced.totalPaise, priced.promoLost, policy);
  const repriced = { ...priced, lines: withKept(priced.lines, money.settlement.keptPaise), totalPaise: money.settlement.totalPaise };
  return { repriced, money, policy };
}

/**
 * The quoted change settled again under the booking's lock, from the money it holds now: a booking
 * whose money changed since the quote (or since its difference was asked for) is refused (409),
 * never settled on figures the traveller was not shown.
 */
export async function settleQuotedChange(tx: Executor, row: BookingRow, quoted: QuotedChange): Promise<{ held: HeldMoney; money: ChangeMoney }> {
  // The price before this change's own kept share: what the quote settled.
  const pricedPaise = quoted.repriced.totalPaise - quoted.money.settlement.keptPaise;
  const again = await settleChange(tx, row, pricedPaise, quoted.repriced.promoLost, quoted.policy);
  const a = again.money.settlement;
  const b = quoted.money.settlement;
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
