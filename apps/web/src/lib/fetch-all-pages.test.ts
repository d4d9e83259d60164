import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchAllPages', () => {
  it('follows the X-Next-Cursor pages until the last one', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const last = url.includes('cursor=page2');
        return new Response(JSON.stringify({ tours: last ? [{ _id: 'b' }] : [{ _id: 'a' }] }), {
          headers: { 'Content-Type': 'application/json', ...(last ? {} : { 'X-Next-Cursor': 'page2' }) },
        });
      }),
    );
    const rows = await fetchAllPages<{ tours: { _id: string }[] }, { _id: string }>('/admin/tours?query=goa', (answer) => answer.tours);
    expect(rows).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect(urls).toEqual(['/api/admin/tours?query=goa&limit=100', '/api/admin/tours?query=goa&limit=100&cursor=page2']);
  });
});
