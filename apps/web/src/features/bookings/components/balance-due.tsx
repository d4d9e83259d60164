import type { Booking } from '@yatrika/contract/bookings';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { runCheckout } from '../../../lib/checkout/run-checkout.ts';
import { balanceCheckout, balanceCheckoutMessages } from '../payment/balance-checkout.ts';

/** Whether the booking still owes a balance (decision 035), and how much, in rupees. */
export function balanceOwed(booking: Booking): number | null {
  if (!booking.balanceDueOn || booking.status === 'canceled') return null;
  const due = booking.amountDue ?? 0;
  return due > 0 ? due : null;
}

/**
 * "Balance ₹Y due by 12 Dec 2026" and the button that pays it, wherever a booking shows (My Bookings,
 * the receipt, the ticket). `highlight`: opened from a reminder's link, so the button is scrolled to
 * and focused.
 */
export function BalanceDue({ booking, highlight = false, compact = false }: { booking: Booking; highlight?: boolean; compact?: boolean }) {
  const owed = balanceOwed(booking);
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ busy: boolean; message?: string; tone?: 'error' | 'status' }>({ busy: false });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlight && owed !== null) {
      const button = box.current?.querySelector('button');
      button?.scrollIntoView({ block: 'center' });
      button?.focus();
    }
  }, [highlight, owed]);
  if (owed === null || !booking.balanceDueOn) return null;

  const pay = () => {
    setState({ busy: true });
    void runCheckout(balanceCheckout(booking), (event) => {
      if (event.type === 'verifying') setState({ busy: true, message: balanceCheckoutMessages.verifying, tone: 'status' });
      else if (event.type === 'failed') setState({ busy: false, message: event.message, tone: 'error' });
      else {
        setState({ busy: false, message: partPaymentMessages.balancePaid, tone: 'status' });
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
        void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      }
    });
  };

  return (
    <div ref={box} className={`flex flex-col gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200 ${compact ? '' : 'sm:flex-row sm:items-center sm:justify-between'} print:bg-white`}>
      <p className="text-sm font-semibold">{partPaymentMessages.balanceDue(owed, booking.balanceDueOn)}</p>
      <Button variant="primary" size="sm" onClick={pay} disabled={state.busy} className="print:hidden">
        {partPaymentMessages.payBalance(owed)}
      </Button>
      {state.message && (
        <p role={state.tone === 'error' ? 'alert' : 'status'} className={`text-sm ${state.tone === 'error' ? 'text-red-800' : 'text-emerald-800'}`}>
          {state.message}
        </p>
      )}
    </div>
  );
}
