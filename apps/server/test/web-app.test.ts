import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('the web app served beside the API', () => {
  let test: TestApp;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'yatrika-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    test = await createTestApp({}, { webRoot: root });
  });

  afterAll(async () => {
    await test.close();
  });

  it.each(['/', '/login', '/login/userdashboard/mybookings', '/dashboard/booknow/5f0c1f7e-0000-4000-8000-000000000000', '/no/such/page'])(
    'answers the page %s with the app, never cached',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');

    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-endpoint' });
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('does not turn other methods on page paths into pages', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('still answers the API', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/routes/destinations' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
