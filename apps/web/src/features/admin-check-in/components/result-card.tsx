import type { CheckInResponse } from '@yatrika/contract/check-ins';
import { paymentStateWords } from '@yatrika/contract/ticket-messages';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { partyWords } from '../../../lib/party-words.ts';
import { lapSeatsNote, resultWords, type Tone } from '../check-in-words.ts';

const toneClasses: Record<Tone, string> = {
  go: 'bg-emerald-700 text-white',
  info: 'bg-sky-800 text-white',
  warn: 'bg-amber-300 text-stone-950',
  stop: 'bg-red-700 text-white',
};

/**
 * What a scanned or typed ticket is: a coloured headline to read at arm's length, who the party
 * is, whether it is paid, who has come, and big buttons to check all or some of them in.
 */
export function ResultCard({ result, busy, onCheckIn }: { result: CheckInResponse; busy: boolean; onCheckIn: (people: number) => void }) {
  const { booking, attendance } = result;
  const words = resultWords(result);
  const notYetIn = booking.numPeople - attendance.checkedIn;
  const canCheckIn = notYetIn > 0 && (result.outcome === 'ready' || result.outcome === 'checked_in');
  const [some, setSome] = useState(1);
  const chosen = Math.min(Math.max(1, some), Math.max(1, notYetIn));

  return (
    <section aria-labelledby="check-in-result" aria-live="polite" className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200">
      <div className={`px-4 py-3 ${toneClasses[words.tone]}`}>
        <h2 id="check-in-result" className="text-2xl font-bold">
          {words.headline}
        </h2>
        <p className="text-base">{words.detail}</p>
      </div>
      <div className="p-4">
        <p className="text-xl font-bold break-words">{booking.fullName}</p>
        <p className="font-mono text-sm text-stone-700">{booking.reference}</p>
        <p className="mt-1 text-stone-800">{booking.tourTitle}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-stone-600">Party</dt>
            <dd className="text-lg font-semibold">
              {partyWords(booking)}
              {lapSeatsNote(booking) && <span className="block text-sm font-normal text-stone-600">{lapSeatsNote(booking)}</span>}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">Payment</dt>
            <dd className={`text-lg font-semibold ${booking.paidInFull ? 'text-emerald-800' : 'text-red-700'}`}>{paymentStateWords[booking.paymentState]}</dd>
            {booking.balanceDue !== undefined && booking.balanceDueOn && (
              <dd className="text-sm font-semibold text-red-700">{partPaymentMessages.balanceDue(booking.balanceDue, booking.balanceDueOn)}</dd>
            )}
            {booking.soldBy && <dd className="text-sm break-words text-stone-700">Sold by {booking.soldBy}</dd>}
          </div>
          <div className="col-span-2">
            <dt className="text-stone-600">At the meeting point</dt>
            <dd className="font-semibold">
              {attendance.checkedIn} checked in · {attendance.waiting} waiting{attendance.noShow > 0 ? ` · ${attendance.noShow} no-show` : ''}
            </dd>
          </div>
        </dl>

        {canCheckIn && (
          <div className="mt-4 grid gap-3">
            <Button variant="primary" size="lg" className="min-h-14 w-full text-lg" disabled={busy} onClick={() => onCheckIn(notYetIn)}>
              Check in all {notYetIn}
            </Button>
            {notYetIn > 1 && (
              <div className="flex items-center gap-2" role="group" aria-label="Check in some of the party">
                <Button variant="secondary" size="lg" className="min-h-12 min-w-12" aria-label="One fewer" disabled={busy || chosen <= 1} onClick={() => setSome(chosen - 1)}>
                  −
                </Button>
                <output aria-live="polite" className="min-w-10 text-center text-xl font-bold tabular-nums">
                  {chosen}
                </output>
                <Button variant="secondary" size="lg" className="min-h-12 min-w-12" aria-label="One more" disabled={busy || chosen >= notYetIn} onClick={() => setSome(chosen + 1)}>
                  +
                </Button>
                <Button variant="secondary" size="lg" className="min-h-12 flex-1" disabled={busy} onClick={() => onCheckIn(chosen)}>
                  Check in {chosen}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
