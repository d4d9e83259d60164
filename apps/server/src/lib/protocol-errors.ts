import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers for errors that happen before any route or error handler runs: Node's HTTP parser
 * (a request line or headers too large, bytes that are not HTTP) and Fastify's router (a
 * malformed percent-encoding, a path parameter too long). Like every other error answer
 * they are `{message}`, not the frameworks' own `{error, code, statusCode}` bodies.
 */
export const protocolMessages = {
  badUrl: 'The address of the request is not valid.',
  urlTooLong: 'The address of the request is too long.',
  headersTooLarge: 'The address or headers of the request are too large.',
  timeout: 'The request took too long to arrive.',
  notHttp: 'The request is not valid HTTP.',
  closing: 'The server is restarting. Please try again in a moment.',
  forbiddenJsonKey: 'Request body: the keys __proto__ and constructor.prototype are not allowed.',
} as const;

/** Fastify's `clientErrorHandler`: the parser refused the bytes, so answer on the raw socket. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, protocolMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, protocolMessages.timeout]
        : [400, protocolMessages.notHttp];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: the router could not read the path, so no route (and no handler) is known. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.status(400).send({ message: protocolMessages.badUrl });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.status(414).send({ message: protocolMessages.urlTooLong });
      return;
    default:
      void reply.status(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  }
}

/** Whether text refused by the safe JSON parser is JSON after all (so it was refused for a forbidden key). */
export function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
