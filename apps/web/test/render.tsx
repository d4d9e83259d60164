import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/**
 * Renders a page inside a memory router and a fresh query client (no retries, so an
 * error state shows at once). `routes` lets a test see where a page navigates to.
 */
export function renderPage(element: ReactElement, options: { path?: string; url?: string; routes?: RouteObject[] } = {}) {
  const { path = '/', url = path, routes = [] } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <p>Other page</p> }], {
    initialEntries: [url],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: { method: string; url: string; body: unknown }) => Answer | undefined;

/**
 * Replaces fetch with a table of answers by "METHOD /api/path" (query string ignored).
 * Unlisted calls answer 404 so a test notices them. Returns the calls made.
 */
export function mockApi(routes: Record<string, Handler | Answer>) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, body, headers });
    const key = `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route({ method, url, body }) : route;
    const status = answer?.status ?? (route ? 200 : 404);
    const payload = answer?.body ?? (route ? {} : { message: `No mock for ${key}` });
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json', ...answer?.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A token whose payload names the role, as the server's tokens do (the signature is not checked here). */
export function fakeToken(role: 'traveller' | 'admin') {
  const payload = btoa(JSON.stringify({ sub: 'user', role, exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `header.${payload}.signature`;
}

/**
 * Makes the screen `width` pixels wide for `min-width` media queries (happy-dom has no layout), so
 * a page that lays out a phone and a wide screen differently (lib/use-wide-screen.ts) can be seen
 * both ways.
 */
export function setScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}
