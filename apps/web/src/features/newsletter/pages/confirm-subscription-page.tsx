import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmSubscription } from '../api/confirm-subscription.ts';

/**
 * /newsletter/confirm?token=…: the link in the newsletter's confirmation email. It confirms only
 * on the button: mail scanners open every link in a message, and opening this one must not put an
 * address on the list for its owner. No sign-in: the token is signed by the server.
 */
export default function ConfirmSubscriptionPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const confirm = useConfirmSubscription();

  let body;
  // Without a token there is nothing to send: the server would answer this same sentence.
  if (!token) body = <FormMessage tone="error">{newsletterMessages.badConfirmLink}</FormMessage>;
  else if (confirm.isSuccess) body = <FormMessage tone="success">{confirm.data.message}</FormMessage>;
  else
    body = (
      <>
        <Button size="lg" className="self-start" onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming...' : 'Confirm my subscription'}
        </Button>
        {confirm.isError && <FormMessage tone="error">{errorMessage(confirm.error, 'Failed to confirm. Please try again.')}</FormMessage>}
      </>
    );

  return (
    <div className="min-h-screen bg-stone-50 px-4 py-8 sm:py-16">
      <main className="mx-auto flex w-full max-w-lg flex-col gap-6">
        <Brand to={paths.landing.href} />
        <div className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
          <h1 className="text-2xl font-bold text-balance">Confirm your subscription to our newsletter?</h1>
          <p className="text-stone-700">Travel ideas and offers from across India, now and then. Every newsletter has a link to unsubscribe.</p>
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
