import type { EmailStatus } from '@yatrika/contract/emails';

/**
 * Why a message is not out: red when it failed for good, amber when it was held back on purpose
 * (skipped) or waits for another try (queued).
 */
export function LastError({ status, error }: { status: EmailStatus; error: string }) {
  const failed = status === 'failed';
  const title = status === 'skipped' ? 'Why it was skipped' : status === 'queued' ? 'Why the last try failed' : 'Why it failed';
  return (
    <div className={`rounded-xl px-3 py-2 text-sm ring-1 ${failed ? 'bg-red-50 ring-red-200' : 'bg-marigold-100 ring-marigold-300'}`}>
      <p className={`font-semibold ${failed ? 'text-red-800' : 'text-marigold-800'}`}>{title}</p>
      <p className="mt-0.5 whitespace-pre-wrap text-stone-900 wrap-anywhere">{error}</p>
    </div>
  );
}
