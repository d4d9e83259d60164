import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip for every text answer made per request (JSON, the OpenAPI page, scripts the
 * server writes). Answers that are already encoded pass through untouched: the web build's
 * precompressed files and cached lists (compressed once at the highest level) set
 * Content-Encoding themselves. Per-request brotli runs at quality 4: at 11 a 30 KB list costs
 * milliseconds of CPU, at 4 a fraction of one for a few percent more bytes.
 * Bodies under 1 KB go plain: the headers would outweigh the saving.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
