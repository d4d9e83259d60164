import type { EmailStatus } from '@yatrika/contract/emails';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { emailStatusLabels } from './email-words.ts';

/**
 * Waiting grey, sent green, kept blue (nothing wrong: no mail server is set up), skipped amber
 * (held back on purpose), failed red; each pair clears WCAG AA.
 */
const tones: Record<EmailStatus, string> = {
  queued: 'bg-stone-100 text-stone-700 ring-stone-300',
  sent: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  kept: 'bg-sky-100 text-sky-800 ring-sky-200',
  skipped: 'bg-marigold-100 text-marigold-800 ring-marigold-300',
  failed: 'bg-red-100 text-red-800 ring-red-200',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <ToneBadge tone={tones[status]}>{emailStatusLabels[status]}</ToneBadge>;
}
