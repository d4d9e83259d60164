import type { AdminNewsletterCounts } from '@yatrika/contract/newsletter';
import { newsletterStatuses, newsletterStatusWords } from '@yatrika/contract/newsletter-messages';

/** The three counts side by side: how many are confirmed (the people a newsletter reaches), waiting and gone. */
export function NewsletterCounts({ counts }: { counts: AdminNewsletterCounts }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {newsletterStatuses.map((status) => (
        <div key={status} className="rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70">
          <dt className="text-sm text-stone-600">{newsletterStatusWords[status]}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900">{counts[status].toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}
