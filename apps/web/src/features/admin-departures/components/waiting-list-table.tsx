import { waitlistStatusWords, type AdminWaitlistDeparture, type AdminWaitlistEntry } from '@yatrika/contract/waitlist';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { partyWords } from '../../../lib/party-words.ts';

/** The offer's part of an entry, in words: held until when, or what became of it. */
function offerWords(entry: AdminWaitlistEntry): string {
  if (entry.status === 'offered' && entry.offerExpiresAt) return `Held until ${formatIndiaDateTime(entry.offerExpiresAt)}`;
  if (entry.status === 'booked' && entry.offeredAt) return `Offered ${formatIndiaDateTime(entry.offeredAt)}, booked`;
  if (entry.status === 'lapsed' && entry.offerExpiresAt) return `Ran out ${formatIndiaDateTime(entry.offerExpiresAt)}`;
  return '—';
}

/** A departure's waiting list (decision 037): each party in the order of joining, with its offer's state. */
export function WaitingListTable({ line, caption }: { line: AdminWaitlistDeparture; caption: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-stone-800">
        Waiting list · {line.waiting === 1 ? '1 party in line' : `${line.waiting} parties in line`}
      </h4>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs text-stone-600 uppercase">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-semibold">#</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Traveller</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Party</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Joined</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">State</th>
              <th scope="col" className="py-1.5 font-semibold">Offer</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {line.entries.map((entry, index) => (
              <tr key={entry._id} className={entry.status === 'waiting' || entry.status === 'offered' ? '' : 'text-stone-500'}>
                <td className="py-1.5 pr-3 tabular-nums">{index + 1}</td>
                <td className="py-1.5 pr-3">
                  <span className="font-medium">{entry.travellerName || 'Deleted account'}</span>
                  {entry.email && <span className="block text-xs text-stone-600">{entry.email}</span>}
                </td>
                <td className="py-1.5 pr-3">{partyWords(entry)}</td>
                <td className="py-1.5 pr-3">{formatIndiaDateTime(entry.joinedAt)}</td>
                <td className="py-1.5 pr-3 font-medium">{waitlistStatusWords[entry.status]}</td>
                <td className="py-1.5">{offerWords(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
