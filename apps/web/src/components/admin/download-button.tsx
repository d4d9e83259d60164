import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';

/**
 * A button that fetches a file and saves it, busy while it does and saying why when it could
 * not; hidden on paper like the other controls.
 */
export function DownloadButton({ label, busyLabel, download, disabled }: { label: string; busyLabel: string; download: () => Promise<void>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setProblem(null);
    try {
      await download();
    } catch (error) {
      setProblem(error instanceof ApiError && error.fromServer ? error.message : 'The file could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-1 print:hidden">
      <Button variant="secondary" onClick={() => void run()} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
