import { waitlistStatusWords, type WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime, formatWeekdayDate } from '../../../lib/format.ts';
import { partyWords } from '../../../lib/party-words.ts';
import { paths } from '../../../lib/paths.ts';
import { useLeaveWaitlist, useMyWaitlist } from '../api/my-waitlist.ts';

const edge: Record<WaitlistEntryResponse['status'], string> = {
  waiting: 'border-stone-400',
  offered: 'border-emerald-600',
  booked: 'border-emerald-600',
  lapsed: 'border-stone-300',
  left: 'border-stone-300',
  ended: 'border-stone-300',
};

/** Where the entry stands, in a sentence. */
function standing(entry: WaitlistEntryResponse): string {
  if (entry.status === 'waiting') return entry.position === 1 ? 'First in line.' : `Number ${entry.position} in line.`;
  if (entry.status === 'offered' && entry.offer) return `Seats held for you until ${formatIndiaDateTime(entry.offer.expiresAt)}.`;
  if (entry.status === 'lapsed') return 'The seats offered were not booked in time and went to the next in line.';
  if (entry.status === 'ended') return 'The date no longer takes bookings.';
  return '';
}

/**
 * Under the bookings: the departures the traveller waits for (decision 037), each with its party,
 * place in line or the seats held for them (with the way to book them), and leaving the list.
 * Nothing when there are none, or when they cannot be read: the bookings are the page.
 */
export function WaitingLists() {
  const entries = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const [notice, setNotice] = useState<string | null>(null);
  if (!entries.data?.length) return null;

  function leaveList(entry: WaitlistEntryResponse) {
    setNotice(null);
    leave.mutate(entry._id, {
      onSuccess: (answer) => setNotice(answer.message),
      onError: (error) => setNotice(errorMessage(error, 'Could not leave the waiting list.')),
    });
  }

  return (
    <section aria-labelledby="waiting-lists-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="waiting-lists-heading" className="text-xl font-semibold">
          Waiting lists
        </h2>
        <p className="text-sm text-stone-600">Sold-out dates you are waiting for. When seats free up for your party we email you and hold them for you.</p>
      </div>
      {notice && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {notice}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {entries.data.map((entry) => {
          const live = entry.status === 'waiting' || entry.status === 'offered';
          return (
            <li key={entry._id} className={`flex flex-wrap items-center gap-3 rounded-xl border-l-4 bg-white px-4 py-3 text-sm text-stone-800 shadow-card ring-1 ring-stone-200/70 ${edge[entry.status]}`}>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="font-semibold text-stone-900">{entry.tourTitle}</p>
                <p>
                  {formatWeekdayDate(entry.bookingDate)}, {entry.startTime} · {partyWords(entry)} · <span className="font-medium">{waitlistStatusWords[entry.status]}</span>
                </p>
                {standing(entry) && <p className="text-stone-600">{standing(entry)}</p>}
              </div>
              {entry.status === 'offered' && (
                <ButtonLink to={`${paths.bookTour.href(entry.tourId)}?waitlist=${entry._id}`} variant="primary" size="sm">
                  Book the held seats
                </ButtonLink>
              )}
              {live && (
                <Button variant="secondary" size="sm" onClick={() => leaveList(entry)} disabled={leave.isPending}>
                  Leave the list
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
