import type { FastifyInstance } from 'fastify';

/**
 * Reads `application/x-www-form-urlencoded` bodies into an object, in the calling plugin's scope:
 * mail apps send a one-click unsubscribe (RFC 8058) as the form `List-Unsubscribe=One-Click`.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
}
