import { describe, expect, it } from 'vitest';
import { formatLogLine } from './readable-log.ts';

const at = new Date(2026, 10, 24, 9, 5, 7).getTime();

describe('readable log lines', () => {
  it('shows the time and message of an ordinary line, without its JSON', () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time: at, msg: 'GET /api/routes/destinations 200 in 3 ms', reqId: 'r1' }))).toBe(
      '09:05:07 GET /api/routes/destinations 200 in 3 ms',
    );
  });

  it('names the level, the reason and the request of a warning or an error', () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'request failed', reqId: 'abc', err: { type: 'Error', message: 'boom' } });
    expect(formatLogLine(line)).toBe('09:05:07 ERROR request failed: boom [request abc]');
  });

  it('passes through a line that is not JSON', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });
});
