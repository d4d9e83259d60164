import type { ReconcileSummary } from '@yatrika/contract/payment-records';

/**
 * One run in a line, what settled money first: "Booked 1, refunds started 2, refunds accepted 2,
 * refunds failed 0, refunds finished 0, holds released 3, unpaid orders checked 5."
 */
export function reconcileSummaryLine(summary: ReconcileSummary): string {
  return [
    `Booked ${summary.booked}`,
    `refunds started ${summary.refundsStarted}`,
    `refunds accepted ${summary.refundsAccepted}`,
    `refunds failed ${summary.refundsFailed}`,
    `refunds finished ${summary.refundsProcessed}`,
    `holds released ${summary.holdsReleased}`,
    `unpaid orders checked ${summary.checked}`,
  ].join(', ') + '.';
}
