import { useQuery } from '@tanstack/react-query';
import { cancellationPolicyQuery } from '../../../lib/cancellation-policy.ts';
import { useCancellationQuote } from '../api/get-cancellation-quote.ts';
import { refundQuoteSentence } from './refund-quote-words.ts';

const quoteMessages = {
  loading: 'Working out what comes back...',
  failed: 'Any refund follows our cancellation policy.',
} as const;

/**
 * In the cancel dialog of a paid booking: exactly what comes back if the traveller cancels
 * now, and the policy that decides it. When the quote cannot be had, the policy alone, so
 * the traveller still knows the rule before confirming.
 */
export function RefundQuote({ bookingId }: { bookingId: string }) {
  const quote = useCancellationQuote(bookingId);
  // The public policy is read only as the fallback: a quote carries its own line.
  const policy = useQuery({ ...cancellationPolicyQuery, enabled: quote.isError });

  if (quote.isPending)
    return (
      <p role="status" className="flex items-center gap-3 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
        <span className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
        {quoteMessages.loading}
      </p>
    );

  if (quote.isError)
    return (
      <div className="flex flex-col gap-1 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
        <p className="font-medium text-stone-900">{quoteMessages.failed}</p>
        {policy.data && <p>{policy.data.policy}</p>}
      </div>
    );

  const sentence = refundQuoteSentence(quote.data);
  const full = quote.data.refundAmount >= quote.data.paidAmount;
  return (
    <div className="flex flex-col gap-1">
      {sentence && (
        <p className={`rounded-xl px-4 py-3 text-sm font-medium ${full ? 'bg-brand-50 text-brand-900' : 'bg-marigold-100 text-marigold-800'}`}>{sentence}</p>
      )}
      <p className="px-1 text-xs text-stone-600">{quote.data.policy}</p>
    </div>
  );
}
