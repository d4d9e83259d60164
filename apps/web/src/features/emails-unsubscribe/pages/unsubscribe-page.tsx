import { emailMessages } from '@yatrika/contract/emails';
import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { useSearchParams } from 'react-router';
import { EmailLinkActionPage, type EmailLinkAction } from '../../../components/layout/email-link-action-page.tsx';
import { useUnsubscribe, type UnsubscribeList } from '../api/unsubscribe.ts';

const unsubscribing = { button: 'Unsubscribe', busy: 'Unsubscribing...', failed: 'Failed to unsubscribe. Please try again.' };

/** What the page says for each list it can stop. */
const listWords: Record<UnsubscribeList, EmailLinkAction> = {
  reminders: {
    heading: 'Stop trip reminders and review requests?',
    note: 'Booking confirmations, receipts and account emails still arrive.',
    badLink: emailMessages.badUnsubscribeLink,
    ...unsubscribing,
  },
  newsletter: {
    heading: 'Unsubscribe from the Yatrika newsletter?',
    note: 'No more travel ideas and offers at this address. Booking confirmations and receipts still arrive.',
    badLink: newsletterMessages.badUnsubscribeLink,
    ...unsubscribing,
  },
};

/**
 * /unsubscribe?token=…: the link at the foot of trip reminders and review requests, and, with
 * `list=newsletter`, of every newsletter message. It asks first and unsubscribes only on the button.
 */
export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const list: UnsubscribeList = search.get('list') === 'newsletter' ? 'newsletter' : 'reminders';
  return <EmailLinkActionPage token={search.get('token')?.trim() ?? ''} action={useUnsubscribe(list)} words={listWords[list]} />;
}
