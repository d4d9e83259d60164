import type { AdminEmailSummary } from '@yatrika/contract/emails';
import { Detail } from '../../../components/admin/detail.tsx';
import { formatIndiaDateTime } from '../../../lib/format.ts';

/** An instant in India's time, machine-readable too. */
export function EmailTime({ instant }: { instant: string }) {
  return <time dateTime={instant}>{formatIndiaDateTime(instant)}</time>;
}

/** When it went to the mail server, or was kept for want of one; "Not yet" while queued, "Not sent" after. */
export function SentDetail({ email }: { email: Pick<AdminEmailSummary, 'status' | 'sentAt'> }) {
  return (
    <Detail term={email.status === 'kept' ? 'Kept' : 'Sent'}>
      {email.sentAt ? <EmailTime instant={email.sentAt} /> : <span className="text-stone-600">{email.status === 'queued' ? 'Not yet' : 'Not sent'}</span>}
    </Detail>
  );
}
