import { authMessages } from '@yatrika/contract/auth-messages';
import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';

const subscribeFailed = 'We could not sign you up just now. Please try again in a moment.';

/** What the server would refuse, said before sending: the same words as its 400. */
function problemWith(email: string): string | undefined {
  if (!email) return authMessages.emailRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return newsletterMessages.emailInvalid;
  return undefined;
}

/** Where a subscription stands: the box's whole state once the address is sent. */
type Sending = { state: 'idle' } | { state: 'pending' } | { state: 'sent'; message: string } | { state: 'failed'; error: unknown };

/**
 * The footer's "Get in Touch" box: the newsletter, with double opt-in. It says to check the inbox
 * in the server's words, which are the same for an address already subscribed, so the box tells
 * nobody who is on the list. `website` is hidden from people: only robots fill it in.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const pending = sending.state === 'pending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    const found = problemWith(typed);
    setProblem(found);
    if (found) return;
    setSending({ state: 'pending' });
    try {
      // Loaded when someone subscribes: the landing page's first download stays within its budget.
      const { subscribeToNewsletter } = await import('../api/subscribe-newsletter.ts');
      const answer = await subscribeToNewsletter({ email: typed, website });
      setSending({ state: 'sent', message: answer.message });
      setEmail('');
    } catch (error) {
      setSending({ state: 'failed', error });
    }
  }

  const failure = problem ?? (sending.state === 'failed' ? errorMessage(sending.error, subscribeFailed) : undefined);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter" className="mt-4 flex max-w-md flex-col gap-3">
      <div className="flex gap-2">
        <label htmlFor="footer-email" className="sr-only">
          Email address
        </label>
        <input
          id="footer-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(undefined);
          }}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'footer-email-problem' : undefined}
          disabled={pending}
          className="min-w-0 flex-1 rounded-xl border border-stone-700 bg-stone-800 px-3.5 py-2.5 text-white placeholder:text-stone-400 focus:border-marigold-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-xl bg-marigold-300 px-4 py-2.5 text-sm font-semibold text-stone-900 hover:bg-marigold-500 disabled:opacity-70"
        >
          {pending ? 'Sending...' : 'Send'}
        </button>
      </div>
      {/* Hidden from people and from screen readers; a robot filling every field fills this one too. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="footer-website">Website</label>
        <input id="footer-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <div aria-live="polite">
        {failure ? (
          <p id="footer-email-problem" role="alert" className="text-sm font-medium text-red-300">
            {failure}
          </p>
        ) : sending.state === 'sent' ? (
          <p role="status" className="text-sm font-medium text-emerald-300">
            {sending.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
