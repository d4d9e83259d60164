import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request logging for a person at a terminal: instead of Fastify's "incoming request" and
 * "request completed" at info (two JSON lines a request, which bury everything else), one short
 * line at debug, "GET /api/tours 200 in 4 ms". Failures are still logged as warnings or errors.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.debug(`${request.method} ${request.url} ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`);
  }

  /** The 404 already has its request line; Fastify's own "Route … not found" would print a second one at info. */
  override routeNotFound(): void {}

  /** A refused request (4xx) is the client's business: its request line says enough. */
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
  }
}
