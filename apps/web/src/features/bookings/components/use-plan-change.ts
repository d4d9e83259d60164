import type { Booking } from '@yatrika/contract/bookings';
import { planChangeMessages, type PlanChangeResponse } from '@yatrika/contract/plan-changes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { runCheckout } from '../../../lib/checkout/run-checkout.ts';
import { differenceCheckout, differenceCheckoutMessages } from '../payment/difference-checkout.ts';

/** Where a change stands in its dialog: asked, sent, paying its difference, or done. */
export type PlanChangeState = { step: 'idle' } | { step: 'sending' } | { step: 'paying'; message: string } | { step: 'failed'; message: string };

/**
 * Sends a change (a new date, a new party) and, when the server answers an order for the
 * difference, pays it in the checkout dialog; either way the booking's lists are read again and
 * `onDone` gets the sentence to show.
 */
export function usePlanChange(booking: Booking | null, onDone: (message: string) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PlanChangeState>({ step: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookings'] });

  async function send(change: () => Promise<PlanChangeResponse>, fallback: string) {
    if (!booking) return;
    setState({ step: 'sending' });
    let answer: PlanChangeResponse;
    try {
      answer = await change();
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, fallback) });
      return;
    }
    if (answer.status === 'done' || !answer.order) {
      await refresh();
      setState({ step: 'idle' });
      onDone(answer.message);
      return;
    }
    setState({ step: 'paying', message: answer.message });
    const steps = differenceCheckout(answer.order, { fullName: booking.fullName, phone: booking.phone, description: booking.tour.title });
    await runCheckout(steps, (event) => {
      if (event.type === 'verifying') setState({ step: 'paying', message: differenceCheckoutMessages.verifying });
      else if (event.type === 'failed') setState({ step: 'failed', message: event.message });
      else
        void refresh().then(() => {
          setState({ step: 'idle' });
          onDone(planChangeMessages.changeCompleted);
        });
    });
  }

  return { state, send, reset: () => setState({ step: 'idle' }) };
}

export type PlanChange = ReturnType<typeof usePlanChange>;
