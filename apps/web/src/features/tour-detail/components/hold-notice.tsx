import type { SeatHold } from '@yatrika/contract/departures';
import { holdMessages } from '@yatrika/contract/hold-messages';
import { formatLocalTime } from '../../../lib/format.ts';

/**
 * While the payment dialog is open: the seats are the traveller's until the hold runs out (their
 * own clock). The time is the server's: a hold ends when the first checkout for the date set, so
 * a reopened checkout says "still" and that it added no time.
 */
export function HoldNotice({ hold, reopened = false }: { hold: SeatHold; reopened?: boolean }) {
  const expiresAt = new Date(hold.expiresAt);
  return (
    <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
      {hold.seats === 1 ? 'Your seat is' : `Your ${hold.seats} seats are`} {reopened ? 'still held' : 'held'} until{' '}
      <time dateTime={expiresAt.toISOString()} className="font-bold">
        {formatLocalTime(hold.expiresAt)}
      </time>{' '}
      while you pay.{reopened && ` ${holdMessages.reopenedNote}`}
    </p>
  );
}
