import type { SeatHold } from '@yatrika/contract/departures';
import { formatLocalTime } from '../../../lib/format.ts';

/** While the payment dialog is open: the seats are the traveller's until the hold runs out (their own clock). */
export function HoldNotice({ hold }: { hold: SeatHold }) {
  const expiresAt = new Date(hold.expiresAt);
  return (
    <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
      {hold.seats === 1 ? 'Your seat is' : `Your ${hold.seats} seats are`} held until{' '}
      <time dateTime={expiresAt.toISOString()} className="font-bold">
        {formatLocalTime(hold.expiresAt)}
      </time>{' '}
      while you pay.
    </p>
  );
}
