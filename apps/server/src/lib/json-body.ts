import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentEncoding } from './accept-encoding.ts';

/**
 * An answer serialized once and sent many times (a cached list): JSON text made once, each
 * encoding made the first time a client asks for it. Mid-level compression (brotli 6, gzip 6):
 * a body is remade whenever its rows change, so making it must stay cheap too.
 */
export class JsonBody {
  readonly identity: Buffer;
  private readonly encoded: Partial<Record<ContentEncoding, Buffer>> = {};

  constructor(value: unknown) {
    this.identity = Buffer.from(JSON.stringify(value));
  }

  bytes(encoding: ContentEncoding | undefined): Buffer {
    if (!encoding || this.identity.length < 1024) return this.identity;
    this.encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length } })
        : gzipSync(this.identity, { level: 6 });
    return this.encoded[encoding];
  }
}

/** Sends a JsonBody as is: no serializer, and the compression plugin leaves an encoded body alone. */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  const encoding = body.identity.length < 1024 ? undefined : preferredEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body.bytes(encoding));
}
