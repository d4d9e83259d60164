import type { AdminEmailDetail } from '@yatrika/contract/emails';
import { useId, useState, type KeyboardEvent } from 'react';
import { withInertLinks } from './inert-links.ts';

type Part = 'html' | 'text';
const tabs: { part: Part; label: string }[] = [
  { part: 'html', label: 'HTML' },
  { part: 'text', label: 'Plain text' },
];

/**
 * The message's two parts as the recipient's mail app shows them, one tab each: the HTML in a frame
 * sandboxed with no permissions at all (no scripts, no forms, no navigation out of it, its own
 * origin), and the plain text part.
 */
export function EmailPreview({ email }: { email: Pick<AdminEmailDetail, 'subject' | 'html' | 'text'> }) {
  const [part, setPart] = useState<Part>('html');
  const id = useId();

  // The usual tabs keys: the arrows move between the two tabs, and choose as they move.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = part === 'html' ? 'text' : 'html';
    setPart(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  return (
    <section aria-label="Message" className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div role="tablist" aria-label="Message parts" onKeyDown={onKeyDown} className="flex gap-1 border-b border-stone-200 px-2 pt-2 sm:px-4">
        {tabs.map((tab) => {
          const selected = tab.part === part;
          return (
            <button
              key={tab.part}
              id={`${id}-${tab.part}-tab`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setPart(tab.part)}
              className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors ${
                selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-brand-800'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${part}-tab`} className="bg-stone-50">
        {part === 'html' ? (
          // A fixed, comfortable height that scrolls inside: a frame with no permissions cannot be measured from here.
          <iframe title={`The message: ${email.subject}`} sandbox="" srcDoc={withInertLinks(email.html)} className="block h-[70vh] min-h-96 w-full border-0 bg-white" />
        ) : (
          <pre tabIndex={0} className="max-h-[70vh] min-h-96 overflow-auto p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap text-stone-900 wrap-anywhere sm:p-6">
            {email.text}
          </pre>
        )}
      </div>
    </section>
  );
}
