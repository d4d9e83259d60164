import { publicTourMessages } from '@yatrika/contract/public-tour-messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Shares the tour's public address: the phone's share sheet where there is one (WhatsApp and the
 * rest), otherwise the link copied, said in words. The server writes that address's preview, so
 * the chat shows the tour's picture and title.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [said, setSaid] = useState<string | null>(null);

  async function share() {
    setSaid(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(publicTourMessages.linkCopied);
    } catch {
      setSaid(publicTourMessages.shareFailed);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        <ShareIcon /> Share
      </Button>
      <p role="status" className="text-sm text-stone-600 empty:hidden">
        {said}
      </p>
    </div>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path fill="currentColor" d="M15 13.2c-.8 0-1.5.3-2 .8L7.9 11a3 3 0 0 0 0-2l5-2.9a2.9 2.9 0 1 0-.9-1.6L7 7.4a3 3 0 1 0 0 5.2l5 2.9A3 3 0 1 0 15 13.2z" />
    </svg>
  );
}
