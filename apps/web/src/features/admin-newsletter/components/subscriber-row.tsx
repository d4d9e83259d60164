import type { AdminNewsletterSubscriber } from '@yatrika/contract/newsletter';
import { SubscriberStatusBadge } from './subscriber-status-badge.tsx';
import { subscriberDates } from './subscriber-words.ts';

/** One address on the list: the address, where it stands, and when. */
export function SubscriberRow({ subscriber }: { subscriber: AdminNewsletterSubscriber }) {
  return (
    <div className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900">{subscriber.email}</p>
        <p className="text-sm text-stone-600">{subscriberDates(subscriber)}</p>
      </div>
      <SubscriberStatusBadge status={subscriber.status} />
    </div>
  );
}
