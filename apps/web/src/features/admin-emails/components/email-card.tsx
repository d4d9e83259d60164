import type { AdminEmailSummary } from '@yatrika/contract/emails';
import { Link } from 'react-router';
import { Detail } from '../../../components/admin/detail.tsx';
import { paths } from '../../../lib/paths.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { EmailTime, SentDetail } from './email-time.tsx';
import { LastError } from './last-error.tsx';
import { attemptsLine, emailKindName } from './email-words.ts';

/**
 * One message in the outbox: its subject (a link to the message itself), recipient, kind, status,
 * tries, when it was written and sent, and why its last try failed.
 */
export function EmailCard({ email }: { email: AdminEmailSummary }) {
  const headingId = `email-${email._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 sm:p-5 ${email.status === 'failed' ? 'ring-red-300' : 'ring-stone-200/70'}`}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id={headingId} className="text-base font-semibold break-words">
          <Link to={paths.adminEmail.href(email._id)} className="text-brand-800 underline-offset-2 hover:underline">
            {email.subject ?? <span className="text-stone-600 italic">Not rendered yet</span>}
          </Link>
        </h2>
        <p className="text-sm break-all text-stone-800">{email.to}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-stone-700">
          <EmailStatusBadge status={email.status} />
          {/* One piece, so on a phone the dot never starts a line. */}
          <span>
            {emailKindName(email.kind)}
            <span aria-hidden="true" className="mx-2 text-stone-400">
              ·
            </span>
            {attemptsLine(email.attempts)}
          </span>
        </div>
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Detail term="Created">
          <EmailTime instant={email.createdAt} />
        </Detail>
        <SentDetail email={email} />
      </dl>

      {email.lastError !== null && <LastError status={email.status} error={email.lastError} />}
    </article>
  );
}
