import { useEffect, useRef, useState } from 'react';
import { createQrDetector } from '../qr-detector.ts';

const scannerMessages = {
  starting: 'Starting the camera...',
  pointAt: 'Point the camera at the QR code on the ticket.',
  noCamera: 'The camera could not be opened. Allow camera access, or type the reference below.',
} as const;

/** How often a video frame is read: often enough to feel instant, rarely enough to spare the battery. */
const readEveryMs = 150;

/**
 * The back camera's view, reading QR codes until one is found; `onCode` gets its text once, then
 * the camera is let go. Closing the view (the screen's own button) lets it go too.
 */
export function TicketScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  found.current = onCode;
  const [state, setState] = useState<'starting' | 'scanning' | 'failed'>('starting');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    async function scan() {
      try {
        const detectorLoading = createQrDetector();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const detector = await detectorLoading;
        setState('scanning');
        while (!stopped) {
          if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const text = (await detector.detect(element)).find((code) => code.rawValue)?.rawValue;
            if (text && !stopped) {
              stopped = true;
              found.current(text);
              return;
            }
          }
          await wait(readEveryMs);
        }
      } catch {
        if (!stopped) setState('failed');
      }
    }
    void scan();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <section aria-label="Scan ticket" className="overflow-hidden rounded-card bg-stone-950 text-white">
      <div className="relative aspect-[3/4] max-h-[60vh] w-full sm:aspect-video">
        <video ref={video} muted playsInline className="size-full object-cover" aria-hidden="true" />
        {/* A frame to aim with; the code is read anywhere in the picture. */}
        <div className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80" aria-hidden="true" />
      </div>
      <p role="status" className="p-3 text-sm">
        {state === 'starting' ? scannerMessages.starting : state === 'scanning' ? scannerMessages.pointAt : scannerMessages.noCamera}
      </p>
    </section>
  );
}
