import type { CheckInResponse } from '@yatrika/contract/check-ins';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Check-ins made without a connection, kept in this phone's local storage until they are sent.
 * Each carries its own id, so one sent twice (the answer lost on the way back) counts once on
 * the server, and the moment it was scanned, so it counts for that day.
 */
export interface QueuedCheckIn {
  id: string;
  code?: string;
  reference?: string;
  people?: number;
  scannedAt: string;
  /** What the screen showed for it, to name it in the list of those waiting. */
  label: string;
}

const storageKey = 'yatrika.check-in-queue';

export function readQueue(storage: Storage = localStorage): QueuedCheckIn[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedCheckIn[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedCheckIn[], storage: Storage) {
  if (queue.length === 0) storage.removeItem(storageKey);
  else storage.setItem(storageKey, JSON.stringify(queue));
}

export function enqueueCheckIn(item: QueuedCheckIn, storage: Storage = localStorage): void {
  writeQueue([...readQueue(storage).filter((queued) => queued.id !== item.id), item], storage);
}

/** No answer at all (offline, the server unreachable or failing): worth trying again later. */
export function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

export interface QueueResult {
  sent: CheckInResponse[];
  /** Refused by the server (a forged code, an unknown reference): dropped, with why. */
  refused: { item: QueuedCheckIn; message: string }[];
  waiting: number;
}

/**
 * Sends the queued check-ins oldest first. One the server refuses is dropped and reported; at the
 * first that gets no answer the rest stay queued, for the next time the phone is online.
 */
export async function sendQueuedCheckIns(
  send: (item: Omit<QueuedCheckIn, 'label'>) => Promise<CheckInResponse>,
  storage: Storage = localStorage,
): Promise<QueueResult> {
  const result: QueueResult = { sent: [], refused: [], waiting: 0 };
  for (const item of readQueue(storage)) {
    try {
      const { label: _label, ...body } = item;
      result.sent.push(await send(body));
    } catch (error) {
      if (isConnectionFailure(error)) break;
      result.refused.push({ item, message: error instanceof Error ? error.message : String(error) });
    }
    writeQueue(
      readQueue(storage).filter((queued) => queued.id !== item.id),
      storage,
    );
  }
  result.waiting = readQueue(storage).length;
  return result;
}
