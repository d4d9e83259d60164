import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export const newKeyWords = {
  title: (name: string) => `API key for ${name}`,
  once: 'Copy it now and send it to the reseller safely: you will not see it again. Lost keys cannot be shown, only replaced.',
  copy: 'Copy key',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the key and copy it by hand.',
  done: 'I have copied it',
} as const;

/** A key just issued, shown this once, with a copy button; closing it forgets the key. */
export function NewKeyPanel({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section aria-label={newKeyWords.title(name)} className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <h2 className="text-base font-semibold text-stone-900">{newKeyWords.title(name)}</h2>
      <p className="text-sm font-medium text-amber-900">{newKeyWords.once}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code aria-label="API key" className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-stone-900 ring-1 ring-stone-300 select-all">
          {apiKey}
        </code>
        <Button variant="primary" onClick={() => void copyKey()}>
          {copy === 'copied' ? newKeyWords.copied : newKeyWords.copy}
        </Button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {copy === 'failed' && <p className="text-sm text-red-700">{newKeyWords.copyFailed}</p>}
      </div>
      <div>
        <Button variant="secondary" onClick={onDone}>
          {newKeyWords.done}
        </Button>
      </div>
    </section>
  );
}
