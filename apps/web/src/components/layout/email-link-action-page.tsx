import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage } from '../ui/field.tsx';
import { Brand } from './brand.tsx';

export interface EmailLinkAction {
  heading: string;
  note: string;
  /** What the server answers for a link without a token; said without asking it. */
  badLink: string;
  button: string;
  busy: string;
  failed: string;
}

/**
 * A page opened from a link in an email that acts only when its button is pressed (unsubscribing,
 * confirming a subscription): mail scanners open every link in a message, and opening one must
 * change nothing. No sign-in: the token in the address is signed by the server.
 */
export function EmailLinkActionPage({ token, action, words }: { token: string; action: UseMutationResult<{ message: string }, Error, string>; words: EmailLinkAction }) {
  let body;
  // Without a token there is nothing to send: the server would answer this same sentence.
  if (!token) body = <FormMessage tone="error">{words.badLink}</FormMessage>;
  else if (action.isSuccess) body = <FormMessage tone="success">{action.data.message}</FormMessage>;
  else
    body = (
      <>
        <Button size="lg" className="self-start" onClick={() => action.mutate(token)} disabled={action.isPending}>
          {action.isPending ? words.busy : words.button}
        </Button>
        {action.isError && <FormMessage tone="error">{errorMessage(action.error, words.failed)}</FormMessage>}
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
