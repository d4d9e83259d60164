import type { AdminEmailDetail } from '@yatrika/contract/emails';
import { Detail } from '../../../components/admin/detail.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { EmailTime, SentDetail } from './email-time.tsx';
import { LastError } from './last-error.tsx';
import { attemptsLine, emailKindName, fileSize } from './email-words.ts';

/** What the message is, beside how it reads: recipient, kind, status, times, unsubscribe address, attachments. */
export function EmailFacts({ email }: { email: AdminEmailDetail }) {
  return (
    <section aria-label="About this message" className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="To">
          <span className="break-all">{email.to}</span>
        </Detail>
        <Detail term="Kind">{emailKindName(email.kind)}</Detail>
        <Detail term="Status">
          <span className="flex flex-wrap items-center gap-2">
            <EmailStatusBadge status={email.status} />
            <span className="text-stone-700">{attemptsLine(email.attempts)}</span>
          </span>
        </Detail>
        <Detail term="Created">
          <EmailTime instant={email.createdAt} />
        </Detail>
        <SentDetail email={email} />
        <Detail term="Unsubscribe address">
          {email.unsubscribeUrl ? (
            <span className="font-mono text-xs break-all">{email.unsubscribeUrl}</span>
          ) : (
            <span className="text-stone-600">None (not a reminder)</span>
          )}
        </Detail>
      </dl>
      {email.lastError !== null && <LastError status={email.status} error={email.lastError} />}
      <dl className="text-sm">
        <Detail term="Attachments">
          {email.attachments.length === 0 ? (
            <span className="text-stone-600">None</span>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {email.attachments.map((file) => (
                <li key={file.filename} className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold break-all">{file.filename}</span>
                  <span className="font-mono text-xs break-all text-stone-600">{file.contentType}</span>
                  <span className="text-stone-600">{fileSize(file.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </Detail>
      </dl>
    </section>
  );
}
