import type { AdminPaymentLink } from '@yatrika/contract/payment-links';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { usePaymentLinkAction } from '../api/payment-link-actions.ts';

/** Where a payment link stands, in the operator's words. */
function linkLine(link: AdminPaymentLink): string {
  const until = formatIndiaDateTime(link.expiresAt);
  switch (link.state) {
    case 'awaiting':
      return `Awaiting payment via link until ${until}`;
    case 'paid':
      return 'Paid via payment link';
    case 'expired':
      return `Payment link ran out unpaid on ${until}; its seats are back on sale`;
    case 'withdrawn':
      return `Payment link withdrawn on ${formatIndiaDateTime(link.withdrawnAt ?? link.expiresAt)}; its seats are back on sale`;
  }
}

/**
 * A payment link on its payment's card: awaiting payment until when, how often it was sent, and
 * while it awaits, "Send link again" and "Withdraw link" (asked first: the seats go back on sale).
 */
export function PaymentLinkPanel({ orderId, link }: { orderId: string; link: AdminPaymentLink }) {
  const resend = usePaymentLinkAction('resend');
  const withdraw = usePaymentLinkAction('withdraw');
  const { confirm, dialog } = useConfirm();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = resend.isPending || withdraw.isPending;
  const done = (action: typeof resend) =>
    action.mutate(orderId, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, 'The payment link could not be changed. Please try again.') }),
    });

  async function askWithdraw() {
    const sure = await confirm({
      title: 'Withdraw the payment link?',
      message: 'Its seats go back on sale at once and the traveller can no longer pay from the link.',
      confirmLabel: 'Withdraw link',
    });
    if (sure) done(withdraw);
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200">
      <p>
        <span className="font-semibold">{linkLine(link)}</span>
        {' · '}sent {link.sentCount === 1 ? 'once' : `${link.sentCount} times`}, last on {formatIndiaDateTime(link.lastSentAt)}
      </p>
      {link.state === 'awaiting' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => done(resend)} aria-label={`Send payment link again for payment ${orderId}`}>
            Send link again
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void askWithdraw()} aria-label={`Withdraw payment link for payment ${orderId}`}>
            Withdraw link
          </Button>
        </div>
      )}
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`w-full font-medium ${notice.tone === 'error' ? 'text-red-800' : 'text-emerald-800'}`}>
          {notice.text}
        </p>
      )}
      {dialog}
    </div>
  );
}
