import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/accept-encoding.ts';
import { bytesFor, precompress, type Precompressed } from '../lib/precompressed.ts';

interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  root: string;
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
  body: Precompressed;
}

/** Does /a/b match the pattern /a/:x? One segment per parameter, nothing more. */
function matches(segments: string[], pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
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
  return Object.entries(preloads).map(([pattern, tags]) => ({
    segments: pattern.split('/').filter(Boolean),
    body: precompress(indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)),
  }));
}

/**
 * Serves the built web app beside the API on one port. Hashed assets are cached for a year;
 * every client route (/login, /dashboard/booknow/…) falls back to index.html, which is
 * revalidated every time so a new release is picked up at once. Text files are sent
 * precompressed (brotli or gzip, made at build time) to clients that accept them.
 * /api and /media paths are never pages.
 */
async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexHtml = readFileSync(path.join(options.root, 'index.html'), 'utf8');
  const plainPage = precompress(indexHtml);
  const variants = pageVariants(options.root, indexHtml);

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

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = variants.find((variant) => matches(variant.segments, pathname))?.body ?? plainPage;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(bytesFor(page, encoding));
  };

  // The landing page: the static handler would refuse to list the folder.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  app.decorate('serveWebAppPage', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) return false;
    // A missing file with an extension (an old asset) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    void sendPage(request, reply);
    return true;
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
