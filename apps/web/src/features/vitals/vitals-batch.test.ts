import { describe, expect, it } from 'vitest';
import { createVitalsBatch } from './vitals-batch.ts';

/** A batch whose sends are kept, read back as the server would read them. */
function batchFor(page: string) {
  const sent: unknown[] = [];
  const batch = createVitalsBatch(page, (body) => sent.push(JSON.parse(body)));
  return { batch, sent };
}

describe('a page view’s batch of measurements', () => {
  it('sends nothing until the page is hidden, then every measurement in one request with the page', () => {
    const { batch, sent } = batchFor('/tours/:tourId/:slug');
    batch.add({ name: 'TTFB', value: 320, id: 'a' });
    batch.add({ name: 'FCP', value: 1100, id: 'b' });
    batch.add({ name: 'LCP', value: 2400, id: 'c' });
    expect(sent).toEqual([]);
    batch.flush();
    expect(sent).toEqual([
      {
        page: '/tours/:tourId/:slug',
        metrics: [
          { name: 'TTFB', value: 320 },
          { name: 'FCP', value: 1100 },
          { name: 'LCP', value: 2400 },
        ],
      },
    ]);
  });

  it('keeps the latest value of a measurement reported again before the send', () => {
    const { batch, sent } = batchFor('/');
    batch.add({ name: 'LCP', value: 1200, id: 'lcp-1' });
    batch.add({ name: 'LCP', value: 2600, id: 'lcp-1' });
    batch.flush();
    expect(sent).toEqual([{ page: '/', metrics: [{ name: 'LCP', value: 2600 }] }]);
  });

  it('sends each measurement once: hidden again, a page sends only what is new', () => {
    const { batch, sent } = batchFor('/');
    batch.add({ name: 'LCP', value: 1200, id: 'lcp-1' });
    batch.flush();
    // Shown and hidden again: web-vitals reports a larger CLS, and the LCP again, which was sent already.
    batch.add({ name: 'LCP', value: 1300, id: 'lcp-1' });
    batch.flush();
    expect(sent).toHaveLength(1);
    // Restored from the back/forward cache: a new view, with measurements of its own.
    batch.add({ name: 'CLS', value: 0.02, id: 'cls-2' });
    batch.flush();
    expect(sent).toEqual([
      { page: '/', metrics: [{ name: 'LCP', value: 1200 }] },
      { page: '/', metrics: [{ name: 'CLS', value: 0.02 }] },
    ]);
  });

  it('sends no empty batch', () => {
    const { batch, sent } = batchFor('/');
    batch.flush();
    batch.flush();
    expect(sent).toEqual([]);
  });
});
