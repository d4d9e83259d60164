import type { CheckInResponse } from '@yatrika/contract/check-ins';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { enqueueCheckIn, readQueue, sendQueuedCheckIns, type QueuedCheckIn } from './offline-queue.ts';

const item = (id: string, fields: Partial<QueuedCheckIn> = {}): QueuedCheckIn => ({
  id,
  code: `YTK1.YT-0000-000${id}.sig`,
  scannedAt: '2026-11-24T04:00:00.000Z',
  label: `Ticket ${id}`,
  ...fields,
});
const answer = {} as CheckInResponse;

describe('the offline check-in queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps check-ins in local storage, each once by its id', () => {
    enqueueCheckIn(item('1'));
    enqueueCheckIn(item('2', { people: 2 }));
    enqueueCheckIn(item('1'));
    expect(readQueue().map((queued) => queued.id)).toEqual(['2', '1']);
    expect(readQueue()[0]).toMatchObject({ people: 2, scannedAt: '2026-11-24T04:00:00.000Z' });
  });

  it('sends them oldest first with their id and scan time, and forgets each one sent', async () => {
    enqueueCheckIn(item('1'));
    enqueueCheckIn(item('2', { people: 2 }));
    const send = vi.fn(async (_body: object) => answer);
    const result = await sendQueuedCheckIns(send);
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      { id: '1', code: 'YTK1.YT-0000-0001.sig', scannedAt: '2026-11-24T04:00:00.000Z' },
      { id: '2', code: 'YTK1.YT-0000-0002.sig', scannedAt: '2026-11-24T04:00:00.000Z', people: 2 },
    ]);
    expect(result).toMatchObject({ waiting: 0, refused: [] });
    expect(result.sent).toHaveLength(2);
    expect(localStorage.getItem('yatrika.check-in-queue')).toBeNull();
  });

  it('stops at the first that gets no answer and keeps the rest for later', async () => {
    for (const id of ['1', '2', '3']) enqueueCheckIn(item(id));
    const send = vi.fn().mockResolvedValueOnce(answer).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await sendQueuedCheckIns(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.waiting).toBe(2);
    expect(readQueue().map((queued) => queued.id)).toEqual(['2', '3']);
    // A server error is no answer either: kept.
    const failing = vi.fn().mockRejectedValue(new ApiError(503, 'Unavailable', true));
    expect((await sendQueuedCheckIns(failing)).waiting).toBe(2);
  });

  it('drops one the server refuses, says why, and goes on', async () => {
    enqueueCheckIn(item('1'));
    enqueueCheckIn(item('2'));
    const send = vi.fn().mockRejectedValueOnce(new ApiError(400, 'Not a valid Yatrika ticket.', true)).mockResolvedValueOnce(answer);
    const result = await sendQueuedCheckIns(send);
    expect(result.refused).toEqual([{ item: item('1'), message: 'Not a valid Yatrika ticket.' }]);
    expect(result.sent).toHaveLength(1);
    expect(readQueue()).toEqual([]);
  });

  it('reads a damaged store as empty', () => {
    localStorage.setItem('yatrika.check-in-queue', '{not json');
    expect(readQueue()).toEqual([]);
  });
});
