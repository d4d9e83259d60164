import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkInDayKey, sendCheckIn } from './api/check-in-api.ts';
import { enqueueCheckIn, readQueue, sendQueuedCheckIns, type QueueResult, type QueuedCheckIn } from './offline-queue.ts';

/** How often the phone tries again while check-ins wait, besides when the browser says it is back online. */
const retryEveryMs = 15_000;

/**
 * The phone's queue of check-ins made offline: how many wait, adding one, and sending them when
 * the connection is back (on the browser's `online` event, on opening the screen, and every 15 s).
 */
export function useCheckInQueue() {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(() => readQueue().length);
  const [refused, setRefused] = useState<QueueResult['refused']>([]);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) return;
    if (readQueue().length === 0) return setWaiting(0);
    sending.current = true;
    try {
      const result = await sendQueuedCheckIns(sendCheckIn);
      setWaiting(result.waiting);
      if (result.refused.length > 0) setRefused((earlier) => [...earlier, ...result.refused]);
      if (result.sent.length > 0) void queryClient.invalidateQueries({ queryKey: checkInDayKey });
    } finally {
      sending.current = false;
    }
  }, [queryClient]);

  useEffect(() => {
    const send = () => void flush();
    send();
    window.addEventListener('online', send);
    const timer = setInterval(send, retryEveryMs);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [flush]);

  const queue = useCallback((item: QueuedCheckIn) => {
    enqueueCheckIn(item);
    setWaiting(readQueue().length);
  }, []);

  return { waiting, refused, queue, flush };
}
