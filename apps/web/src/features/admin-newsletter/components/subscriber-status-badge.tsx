import { newsletterStatusWords, type NewsletterStatus } from '@yatrika/contract/newsletter-messages';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';

const tones: Record<NewsletterStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unsubscribed: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** Where an address stands, in words: "Waiting for confirmation", "Confirmed", "Unsubscribed". */
export function SubscriberStatusBadge({ status }: { status: NewsletterStatus }) {
  return <ToneBadge tone={tones[status]}>{newsletterStatusWords[status]}</ToneBadge>;
}
