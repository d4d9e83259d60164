import type { ReactNode } from 'react';

/**
 * A small rounded status word in a colour of its own (`tone`: background, text and ring classes
 * that together clear WCAG AA). Each screen's badge picks the tone for its statuses.
 */
export function ToneBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}>{children}</span>;
}
