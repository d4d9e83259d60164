import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './accept-encoding.ts';

/** One answer's bytes, plain and in each encoding we send, made once. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses once, at the highest levels: worth it for bytes sent many times (a page, a
 * cached list), too slow for an answer made per request (the compression plugin does those).
 */
export function precompress(body: string | Buffer): Precompressed {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export function bytesFor(body: Precompressed, encoding: ContentEncoding | undefined): Buffer {
  return encoding ? body[encoding] : body.identity;
}
