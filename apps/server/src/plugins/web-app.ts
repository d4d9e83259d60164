import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/accept-encoding.ts';
import { escapeHtml } from '../lib/html.ts';
import { bytesFor, precompress, type Precompressed } from '../lib/precompressed.ts';

/** What a page adds to index.html from the data behind its address: tags for <head>, and maybe its first screen. */
export interface PageExtras {
  tags: string[];
  /** Plain HTML put inside the root element, shown until the app replaces it (web/src/main.tsx). */
  firstScreen?: string | undefined;
}

/** Additions that depend on the address's parameters (a tour page's picture and first screen), looked up per request. */
export interface DynamicPreload {
  /** An address pattern of the web app, e.g. "/dashboard/booknow/:tourId". */
  pattern: string;
  extras(params: Record<string, string>): Promise<PageExtras>;
}

/**
 * What the server knows of a page before the web app runs (a public tour page): its own title,
 * description and <head> tags (previews, structured data, the first screen's data), a permanent
 * move to its canonical address, or that there is no such page (404, the app says so).
 */
export type PageAnswer =
  | ({ kind: 'page'; title: string; description: string } & PageExtras)
  | { kind: 'moved'; location: string }
  | { kind: 'missing' };

/** A page whose <head> and status the server writes per request, from the data behind its address. */
export interface PageHead {
  /** An address pattern of the web app, e.g. "/tours/:tourId/:slug". */
  pattern: string;
  answer(params: Record<string, string>): Promise<PageAnswer>;
}

interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  root: string;
  dynamicPreloads?: DynamicPreload[];
  pageHeads?: PageHead[];
  /** Tags for the <head> of every page (the payments' test mode). */
  headTags?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser's page request with the web app, or returns false when it is not one. */
    serveWebAppPage: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/** Hashed file names under /assets/ never change content: a year, and no revalidation. */
export const immutableAssetCache = 'public, max-age=31536000, immutable';
/** Other public files (videos, posters, category pictures) keep their names across releases. */
export const publicFileCache = 'public, max-age=3600';

interface PageVariant {
  /** Address pattern from the build's route-preloads.json: "/", "/dashboard/booknow/:tourId". */
  segments: string[];
  html: string;
  body: Precompressed;
}

const segmentsOf = (pattern: string) => pattern.split('/').filter(Boolean);

/** The parameters when /a/b matches the pattern /a/:x (one segment per parameter), else undefined. */
function match(segments: string[], pathname: string): Record<string, string> | undefined {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(parts[index]!);
    else if (segment !== parts[index]) return undefined;
  }
  return params;
}

const withTags = (html: string, tags: string[]) => (tags.length === 0 ? html : html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));

const EMPTY_ROOT = '<div id="root"></div>';

/** The page's tags, and its first screen as plain HTML inside the root element, which the app replaces. */
function withExtras(html: string, extras: PageExtras): string {
  const shown = extras.firstScreen ? html.replace(EMPTY_ROOT, () => `<div id="root">${extras.firstScreen}</div>`) : html;
  return withTags(shown, extras.tags);
}

/** The page's own title and description in place of the site's (index.html has one of each), then its extras. */
function withHead(html: string, answer: PageExtras & { title: string; description: string }): string {
  const titled = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(answer.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(answer.description)}" />`);
  return withExtras(titled, answer);
}

/**
 * index.html for each landing-like address, with that page's chunks and LCP picture announced
 * in <head> (apps/web/scripts/post-build.mjs lists them), so the browser fetches them while it
 * is still loading the entry script instead of after the router has run.
 */
function pageVariants(root: string, indexHtml: string): PageVariant[] {
  const file = path.join(root, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return Object.entries(preloads).map(([pattern, tags]) => {
    const html = withTags(indexHtml, tags);
    return { segments: segmentsOf(pattern), html, body: precompress(html) };
  });
}

/**
 * Serves the built web app beside the API on one port. Hashed assets are cached for a year;
 * every client route (/login, /dashboard/booknow/…) falls back to index.html, which is
 * revalidated every time so a new release is picked up at once. Text files are sent
 * precompressed (brotli or gzip, made at build time) to clients that accept them.
 * /api and /media paths are never pages.
 */
async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexHtml = withTags(readFileSync(path.join(options.root, 'index.html'), 'utf8'), options.headTags ?? []);
  const plainPage = precompress(indexHtml);
  const variants = pageVariants(options.root, indexHtml);
  const dynamic = (options.dynamicPreloads ?? []).map((preload) => ({ ...preload, segments: segmentsOf(preload.pattern) }));
  const heads = (options.pageHeads ?? []).map((head) => ({ ...head, segments: segmentsOf(head.pattern) }));

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: false,
    wildcard: true,
    // <file>.br / <file>.gz written by the web build; the compression plugin leaves them alone.
    preCompressed: true,
    // Our own Cache-Control below: hashed assets forever, the rest briefly.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', hashed ? immutableAssetCache : publicFileCache);
      // The same address answers brotli, gzip or plain bytes: shared caches must keep them apart.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const variant = variants.find((candidate) => match(candidate.segments, pathname));
    reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    for (const head of heads) {
      const params = match(head.segments, pathname);
      if (!params) continue;
      const answer = await head.answer(params);
      if (answer.kind === 'moved') {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.status(301).type('text/plain; charset=utf-8').header('Location', `${answer.location}${query}`).send('');
      }
      // The app shows that the page is not there; the status tells crawlers and link previews.
      if (answer.kind === 'missing') return reply.status(404).send(withTags(indexHtml, ['<meta name="robots" content="noindex">']));
      return reply.send(withHead(variant?.html ?? indexHtml, answer));
    }
    for (const preload of dynamic) {
      const params = match(preload.segments, pathname);
      // Made per request (compressed by the compression plugin): the additions depend on the data.
      if (params) return reply.send(withExtras(variant?.html ?? indexHtml, await preload.extras(params)));
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(bytesFor(variant?.body ?? plainPage, encoding));
  };

  // The landing page: the static handler would refuse to list the folder.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  app.decorate('serveWebAppPage', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) return false;
    // A missing file with an extension (an old asset) is a real 404, not a page. Extensions are
    // short; a page's last segment may hold dots before a long part (a payment link's signed token).
    if (/\.[a-z0-9]{1,11}$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    sendPage(request, reply).catch((error: unknown) => reply.send(error));
    return true;
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
