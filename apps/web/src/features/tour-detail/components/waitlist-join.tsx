import type { Party } from '@yatrika/contract/price-calculation';
import type { JoinWaitlistResponse } from '@yatrika/contract/waitlist';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { joinWaitlist } from '../api/waitlist.ts';

interface WaitlistJoinProps {
  tourId: string;
  bookingDate: string;
  startTime: string;
  /** The party as the form has it: by type, or a number of people. */
  party: Party | undefined;
  numPeople: number;
  disabled: boolean;
}

/**
 * Offered when the chosen departure cannot take the party: a place on its waiting list. When
 * seats free up for the party the server emails an offer and holds them (decision 037).
 */
export function WaitlistJoin({ tourId, bookingDate, startTime, party, numPeople, disabled }: WaitlistJoinProps) {
  const [joined, setJoined] = useState<{ key: string; answer: JoinWaitlistResponse } | null>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = `${bookingDate}|${startTime}|${JSON.stringify(party ?? numPeople)}`;
  const answer = joined?.key === key ? joined.answer : null;

  async function join() {
    setBusy(true);
    setProblem(undefined);
    try {
      const response = await joinWaitlist({ tourId, bookingDate, startTime, ...(party ? { party } : { numPeople }) });
      setJoined({ key, answer: response });
    } catch (error) {
      setProblem(errorMessage(error, 'Could not join the waiting list. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Waiting list" className="flex flex-col gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200">
      {answer ? (
        <p role="status" className="font-medium text-emerald-800">
          {answer.message}
          {answer.entry.position !== null && ` You are number ${answer.entry.position} in line.`}
        </p>
      ) : (
        <>
          <p>
            Not enough seats for your party on this departure. Join its waiting list: if seats free up for {numPeople === 1 ? 'you' : `all ${numPeople} of you`}, we
            email you and hold them for you for a few hours.
          </p>
          <Button type="button" variant="secondary" onClick={() => void join()} disabled={disabled || busy}>
            {busy ? 'Joining…' : 'Join the waiting list'}
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
