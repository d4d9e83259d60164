import type { AdminPaymentLink, PaymentLinkState } from '@yatrika/contract/payment-links';
import type { paymentLinks } from '../../db/schema/payment-links.ts';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/** Where a link stands: paid whenever its order is, else withdrawn, run out, or awaiting payment. */
export function paymentLinkState(link: Pick<PaymentLinkRow, 'expiresAt' | 'withdrawnAt'>, orderStatus: string, now: Date): PaymentLinkState {
  if (orderStatus === 'paid') return 'paid';
  if (link.withdrawnAt) return 'withdrawn';
  if (link.expiresAt <= now) return 'expired';
  return 'awaiting';
}

/** The link as the operator's screens show it. */
export function toAdminPaymentLink(link: PaymentLinkRow, orderStatus: string, now: Date): AdminPaymentLink {
  return {
    state: paymentLinkState(link, orderStatus, now),
    expiresAt: link.expiresAt.toISOString(),
    sentCount: link.sentCount,
    lastSentAt: link.lastSentAt.toISOString(),
    withdrawnAt: link.withdrawnAt?.toISOString() ?? null,
  };
}
