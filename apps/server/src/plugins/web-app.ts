import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * Serves the built web app beside the API on one port. Hashed assets are cached for a year;
 * every client route (/login, /dashboard/booknow/…) falls back to index.html, which is never
 * cached so a new release is picked up at once. /api and /media paths are never pages.
 */
async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexHtml = readFileSync(path.join(options.root, 'index.html'), 'utf8');

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: false,
    wildcard: true,
    // Our own Cache-Control below: hashed assets forever, the rest briefly.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendPage = (reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);

  // The landing page: the static handler would refuse to list the folder.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  app.decorate('serveWebAppPage', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) return false;
    // A missing file with an extension (an old asset) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    void sendPage(reply);
    return true;
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
