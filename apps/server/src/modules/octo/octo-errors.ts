import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, findDatabaseError } from '../../lib/errors.ts';
import { safeError } from '../../lib/log-safety.ts';

/**
 * An error as the OCTO specification answers it: `{error, errorMessage}` and, for an invalid id, the
 * id itself (`productId`, `optionId`, `unitId`, `availabilityId`, `uuid`). The specification answers
 * every refusal with 400, an unauthorised or forbidden key included; only its internal error is a 500.
 */
export class OctoError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly errorMessage: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(errorMessage);
    this.name = 'OctoError';
  }

  get body(): Record<string, string> {
    return { error: this.error, errorMessage: this.errorMessage, ...this.extra };
  }
}

export const invalidProductId = (productId: unknown) => new OctoError(400, 'INVALID_PRODUCT_ID', octoErrorMessages.invalidProductId, { productId: String(productId ?? '') });
export const invalidOptionId = (optionId: unknown) => new OctoError(400, 'INVALID_OPTION_ID', octoErrorMessages.invalidOptionId, { optionId: String(optionId ?? '') });
export const invalidUnitId = (unitId: unknown) => new OctoError(400, 'INVALID_UNIT_ID', octoErrorMessages.invalidUnitId, { unitId: String(unitId ?? '') });
export const invalidAvailabilityId = (availabilityId: unknown) =>
  new OctoError(400, 'INVALID_AVAILABILITY_ID', octoErrorMessages.invalidAvailabilityId, { availabilityId: String(availabilityId ?? '') });
export const invalidBookingUuid = (uuid: unknown, message: string = octoErrorMessages.invalidBookingUuid) =>
  new OctoError(400, 'INVALID_BOOKING_UUID', message, { uuid: String(uuid ?? '') });
export const octoBadRequest = (message: string = octoErrorMessages.badRequest) => new OctoError(400, 'BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError(400, 'UNPROCESSABLE_ENTITY', message);
export const octoUnauthorized = () => new OctoError(400, 'UNAUTHORIZED', octoErrorMessages.unauthorized);
export const octoForbidden = () => new OctoError(400, 'FORBIDDEN', octoErrorMessages.forbidden);

/**
 * The /octo routes answer in OCTO's shape, never Yatrika's `{message}`: an OctoError as it is; a
 * refusal from the modules underneath (seats gone, off the schedule: a 409 with its sentence) as
 * UNPROCESSABLE_ENTITY with that sentence; a rate limit as Yatrika's 429 with OCTO's body; a body
 * that fails its schema or is not JSON as BAD_REQUEST.
 */
export function answerInOctoShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OctoError) return reply.status(error.statusCode).send(error.body);
    if (error instanceof AppError) {
      if (error.statusCode === 429) return reply.status(429).send({ error: 'TOO_MANY_REQUESTS', errorMessage: error.message });
      if (error.statusCode === 401) return reply.status(400).send(octoUnauthorized().body);
      if (error.statusCode === 403) return reply.status(400).send(octoForbidden().body);
      if (error.statusCode === 400) return reply.status(400).send(octoBadRequest(error.message).body);
      if (error.statusCode < 500) return reply.status(400).send(unprocessable(error.message).body);
    }
    if (error.validation || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send(octoBadRequest().body);
    }
    if (findDatabaseError(error)?.code?.startsWith('22')) return reply.status(400).send(octoBadRequest().body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(400).send(octoBadRequest(error.message).body);
    request.log.error({ err: safeError(error) }, 'OCTO request failed');
    return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: octoErrorMessages.internal });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'NOT_FOUND', errorMessage: octoErrorMessages.notFound }));
}
