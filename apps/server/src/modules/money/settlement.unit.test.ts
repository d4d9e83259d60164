import { describe, expect, it } from 'vitest';
import { heldTotal, settle, type HeldMoney, type PricedBooking } from './settlement.ts';

const paidOnline = (paise: number, others: { paymentId: string; paise: number }[] = []): HeldMoney => ({ paymentId: 'pay_first', throughProvider: paise, others, byHand: 0 });
const booking = (totalPaise: number, extra: Partial<PricedBooking> = {}): PricedBooking => ({ totalPaise, keptPaise: 0, paid: true, balanceOwed: false, ...extra });
const all = (paise: number) => paise;
const half = (paise: number) => Math.floor(paise / 2);

describe('settle', () => {
  it('a balance still owed absorbs a smaller party before anything goes back', () => {
    // 3 adults for ₹30,000 with a 30% advance (₹9,000) paid; cut to 1 (₹10,000).
    const settled = settle(booking(3_000_000, { balanceOwed: true }), paidOnline(900_000), { kind: 'reprice', newTotalPaise: 1_000_000, policy: all, collect: 'online' });
    expect(settled.refundPaise).toBe(0);
    expect(settled.owesPaise).toBe(100_000);
    expect(settled.balancePaidUp).toBe(false);
    expect(settled.why).toBe('balance_absorbs');
  });

  it('only what was paid beyond the new total goes back while a balance is owed, and the balance is then paid up', () => {
    const settled = settle(booking(3_000_000, { balanceOwed: true }), paidOnline(900_000), { kind: 'reprice', newTotalPaise: 500_000, collect: 'online' });
    expect(settled.refundPaise).toBe(400_000);
    expect(settled.owesPaise).toBe(0);
    expect(settled.balancePaidUp).toBe(true);
  });

  it('a cancel gives back what is held, not the total never paid', () => {
    const settled = settle(booking(2_000_000, { balanceOwed: true }), paidOnline(600_000), { kind: 'cancel', policy: all });
    expect(settled.refundPaise).toBe(600_000);
    expect(settled.keptPaise).toBe(0);
  });

  it('a cheaper date gives back from the later payment too, and says so in the total', () => {
    // ₹3,600 advance + ₹8,400 balance on a ₹12,000 date, moved to a ₹3,000 date.
    const settled = settle(booking(1_200_000), paidOnline(360_000, [{ paymentId: 'pay_balance', paise: 840_000 }]), { kind: 'reprice', newTotalPaise: 300_000, collect: 'online' });
    expect(settled.refundPaise).toBe(900_000);
    expect(settled.refund.throughProvider).toBe(360_000);
    expect(settled.refund.others).toEqual([{ paymentId: 'pay_balance', paise: 540_000 }]);
  });

  it('keeps the late penalty when people are removed first and the booking cancelled after', () => {
    // 3 people for ₹30,000, 50% back late: at once ₹15,000; in two steps the same.
    const atOnce = settle(booking(3_000_000), paidOnline(3_000_000), { kind: 'cancel', policy: half });
    const removal = settle(booking(3_000_000), paidOnline(3_000_000), { kind: 'reprice', newTotalPaise: 1_000_000, policy: half, collect: 'online' });
    expect(removal.refundPaise).toBe(1_000_000);
    expect(removal.totalPaise).toBe(2_000_000);
    const after = paidOnline(3_000_000 - removal.refundPaise);
    const cancel = settle(booking(removal.totalPaise, { keptPaise: removal.keptPaise }), after, { kind: 'cancel', policy: half });
    expect(removal.refundPaise + cancel.refundPaise).toBe(atOnce.refundPaise);
    expect(atOnce.refundPaise).toBe(1_500_000);
  });

  it('asks for the difference of a dearer change, online or by hand', () => {
    expect(settle(booking(500_000), paidOnline(500_000), { kind: 'reprice', newTotalPaise: 800_000, collect: 'online' })).toMatchObject({ payPaise: 300_000, collect: 'online', refundPaise: 0 });
    expect(settle(booking(500_000), paidOnline(500_000), { kind: 'reprice', newTotalPaise: 800_000, collect: 'by_hand' })).toMatchObject({ payPaise: 300_000, collect: 'by_hand' });
  });

  it('moves no money for an unpaid booking, a booking kept as it is, or the same price', () => {
    expect(settle(booking(500_000, { paid: false }), paidOnline(0), { kind: 'reprice', newTotalPaise: 900_000, collect: 'online' })).toMatchObject({ payPaise: 0, refundPaise: 0, why: 'nothing_paid' });
    expect(settle(booking(500_000), paidOnline(500_000), { kind: 'keep' })).toMatchObject({ payPaise: 0, refundPaise: 0 });
    expect(settle(booking(500_000), paidOnline(500_000), { kind: 'reprice', newTotalPaise: 500_000, collect: 'online' }).why).toBe('same_price');
  });

  it('never gives back more than each payment holds', () => {
    const held: HeldMoney = { paymentId: 'pay_first', throughProvider: 100, others: [{ paymentId: 'pay_2', paise: 50 }], byHand: 25 };
    const settled = settle(booking(10_000), held, { kind: 'cancel', policy: () => 1_000_000 });
    expect(settled.refundPaise).toBe(heldTotal(held));
    expect(settled.refund).toEqual({ throughProvider: 100, others: [{ paymentId: 'pay_2', paise: 50 }], byHand: 25 });
  });
});
