import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { useSearchParams } from 'react-router';
import { EmailLinkActionPage, type EmailLinkAction } from '../../../components/layout/email-link-action-page.tsx';
import { useConfirmSubscription } from '../api/confirm-subscription.ts';

const words: EmailLinkAction = {
  heading: 'Confirm your subscription to our newsletter?',
  note: 'Travel ideas and offers from across India, now and then. Every newsletter has a link to unsubscribe.',
  badLink: newsletterMessages.badConfirmLink,
  button: 'Confirm my subscription',
  busy: 'Confirming...',
  failed: 'Failed to confirm. Please try again.',
};

/**
 * /newsletter/confirm?token=…: the link in the newsletter's confirmation email. It confirms only
 * on the button: opening the link must not put an address on the list for its owner.
 */
export default function ConfirmSubscriptionPage() {
  const [search] = useSearchParams();
  return <EmailLinkActionPage token={search.get('token')?.trim() ?? ''} action={useConfirmSubscription()} words={words} />;
}
