import { Link, useParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useAdminEmail } from '../api/get-email.ts';
import { useResendEmail } from '../api/resend-email.ts';
import { EmailFacts } from '../components/email-facts.tsx';
import { EmailPreview } from '../components/email-preview.tsx';
import { KeptNote } from '../components/outbox-note.tsx';

/**
 * /admindashboard/emails/:emailId: one message as its recipient reads it (or would, when no mail
 * server is configured): subject, recipient, status, the HTML and the plain text, the unsubscribe
 * address and the attachments. A page of its own, so the message gets the phone's whole width.
 */
export default function EmailPage() {
  const { emailId = '' } = useParams();
  const email = useAdminEmail(emailId);
  const resend = useResendEmail();

  let content;
  if (email.isPending) content = <LoadingState />;
  else if (email.isError) {
    const gone = email.error instanceof ApiError && email.error.status === 404;
    content = gone ? (
      <ErrorState>{errorMessage(email.error, 'No such email.')}</ErrorState>
    ) : (
      <ErrorState onRetry={() => void email.refetch()}>Failed to load the email. Please try again.</ErrorState>
    );
  } else
    content = (
      <div className="flex flex-col gap-5">
        <h2 className="text-xl font-semibold break-words text-stone-900">{email.data.subject}</h2>
        {email.data.status === 'kept' && <KeptNote />}
        {email.data.status === 'failed' && (
          <div className="flex flex-col items-start gap-2">
            <Button onClick={() => resend.mutate(email.data._id)} disabled={resend.isPending}>
              {resend.isPending ? 'Sending...' : 'Send again'}
            </Button>
            <p className="text-sm text-stone-600">Fixed the address, or the mail server is back? It is tried afresh, as many times as a new message.</p>
          </div>
        )}
        <div aria-live="polite" className="empty:hidden">
          {resend.isSuccess && <FormMessage tone="success">{resend.data.message}</FormMessage>}
          {resend.isError && <FormMessage tone="error">{errorMessage(resend.error, 'Could not send it again. Please try again.')}</FormMessage>}
        </div>
        <EmailFacts email={email.data} />
        <EmailPreview email={email.data} />
      </div>
    );

  return (
    <AdminShell
      title="Email"
      actions={
        <Button variant="secondary" onClick={() => void email.refetch()} disabled={email.isFetching}>
          {email.isFetching && !email.isPending ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <Link to={paths.adminEmails.href} className="self-start text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>All emails
        </Link>
        {content}
      </div>
    </AdminShell>
  );
}
