import type { CancellationQuote } from '@yatrika/contract/cancellation';
import { formatIndiaDateTime, formatRupees } from '../../../lib/format.ts';

/**
 * The cancel dialog's money sentence, from the server's quote: the server decides the amount
 * (it applies the policy), this only says it. Null when nothing was paid online, so there is
 * no money to speak of.
 */
export function refundQuoteSentence(quote: Pick<CancellationQuote, 'refundAmount' | 'paidAmount' | 'fullRefundUntil'>): string | null {
  const { refundAmount, paidAmount } = quote;
  if (paidAmount <= 0) return null;
  if (refundAmount >= paidAmount) return `You get ${formatRupees(refundAmount)} back (the full amount) to the way you paid.`;
  // Anything less than everything means the free-cancellation deadline has passed.
  const ended = `free cancellation ended on ${formatIndiaDateTime(quote.fullRefundUntil)}.`;
  if (refundAmount <= 0) return `You get ${formatRupees(0)} back: ${ended}`;
  return `You get ${formatRupees(refundAmount)} back (of ${formatRupees(paidAmount)} paid) to the way you paid: ${ended}`;
}
