import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * The recovery codes, shown once (the server keeps only their hashes): copy them or download
 * them as a text file, then confirm they are kept somewhere safe.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const text = `Yatrika recovery codes: each works once, instead of the code from your authenticator app.\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4 rounded-2xl border border-marigold-300 bg-marigold-50 p-4 sm:p-6">
      <h2 id="recovery-codes-title" className="text-lg font-bold">
        Your recovery codes
      </h2>
      <p className="text-sm text-stone-700">
        If you lose your phone, sign in with one of these instead of a code. Each works once. They are shown only now: copy or download them and keep them
        somewhere safe.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'yatrika-recovery-codes.txt')}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
      {copied && (
        <p role="status" className="text-sm text-stone-700">
          {copied === 'yes' ? 'Copied.' : 'This browser did not allow copying: download them instead.'}
        </p>
      )}
    </section>
  );
}
