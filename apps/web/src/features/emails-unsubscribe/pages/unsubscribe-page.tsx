import { emailMessages } from '@yatrika/contract/emails';
import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnsubscribe, type UnsubscribeList } from '../api/unsubscribe.ts';

/** What the page says for each list it can stop. */
const listWords: Record<UnsubscribeList, { heading: string; note: string; badLink: string }> = {
  reminders: {
    heading: 'Stop trip reminders and review requests?',
    note: 'Booking confirmations, receipts and account emails still arrive.',
    badLink: emailMessages.badUnsubscribeLink,
  },
  newsletter: {
    heading: 'Unsubscribe from the Yatrika newsletter?',
    note: 'No more travel ideas and offers at this address. Booking confirmations and receipts still arrive.',
    badLink: newsletterMessages.badUnsubscribeLink,
  },
};

/**
 * /unsubscribe?token=…: the link at the foot of trip reminders and review requests, and, with
 * `list=newsletter`, of every newsletter message. It asks first
 * and unsubscribes only on the button: mail scanners open every link in a message, and opening
 * this one must change nothing. No sign-in: the token is signed by the server.
 */
export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const list: UnsubscribeList = search.get('list') === 'newsletter' ? 'newsletter' : 'reminders';
  const words = listWords[list];
  const unsubscribe = useUnsubscribe(list);

  let body;
  // Without a token there is nothing to send: the server would answer this same sentence.
  if (!token) body = <FormMessage tone="error">{words.badLink}</FormMessage>;
  else if (unsubscribe.isSuccess) body = <FormMessage tone="success">{unsubscribe.data.message}</FormMessage>;
  else
    body = (
      <>
        <Button size="lg" className="self-start" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
        {unsubscribe.isError && <FormMessage tone="error">{errorMessage(unsubscribe.error, 'Failed to unsubscribe. Please try again.')}</FormMessage>}
      </>
    );

  return (
    <div className="min-h-screen bg-stone-50 px-4 py-8 sm:py-16">
      <main className="mx-auto flex w-full max-w-lg flex-col gap-6">
        <Brand to={paths.landing.href} />
        <div className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
          <h1 className="text-2xl font-bold text-balance">{words.heading}</h1>
          <p className="text-stone-700">{words.note}</p>
          <div aria-live="polite" className="flex flex-col gap-4">
            {body}
          </div>
        </div>
        <Link to={paths.landing.href} className="self-start text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
          Go to the home page
        </Link>
      </main>
    </div>
  );
}
