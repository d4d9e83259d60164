import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, findDatabaseError } from '../lib/errors.ts';
import { safeError } from '../lib/log-safety.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's answers carry `success`, so its errors carry `success: false`. */
    successFlag?: boolean;
  }
}

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

const sourceLabel: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path parameter',
  headers: 'Header',
};

/**
 * Turns the first schema issue into one sentence that names the field.
 * Contract schemas write their own sentences ("Email is required."); zod's
 * generic ones ("expected number") get the field name put in front.
 */
function describeValidationIssue(issue: ValidationIssue, context: string | undefined): string {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const label = field || sourceLabel[context ?? ''] || 'Request';
  const message = issue.message ?? 'is not valid';
  // zod reports a missing value as "expected string, received undefined" (null for an empty body).
  if (/^Invalid input: expected [\w ]+, received (undefined|null)$/.test(message)) return `${label} is required.`;
  if (/^[A-Z][^:]*[.!]$/.test(message) && !message.startsWith('Invalid input')) return message;
  return `${label}: ${message}`;
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string, fields: Readonly<Record<string, unknown>> = {}) {
  const body: { message: string; success?: false } = { ...fields, message };
  if (request.routeOptions.config?.successFlag) body.success = false;
  return reply.status(status).send(body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error.statusCode, error.message, error.fields);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue | undefined;
      return send(request, reply, 400, first ? describeValidationIssue(first, error.validationContext) : 'The request is not valid.');
    }

    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(request, reply, 413, 'The upload is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(request, reply, 415, 'This content type is not accepted here.');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(request, reply, 400, 'The request body is not valid JSON.');
      default:
        break;
    }

    // SQLSTATE class 22 (data exception: a bad uuid, a NUL character, a number out of range)
    // means a value from the request that the schemas let through; it is the client's mistake.
    const databaseError = findDatabaseError(error);
    if (databaseError?.code?.startsWith('22')) return send(request, reply, 400, 'A value in the request is not valid.');

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (bad content length, too many parts…): their messages are safe.
      return send(request, reply, status, error.message);
    }

    // Never the error itself: a failed query's message and properties carry its parameters.
    request.log.error({ err: safeError(error) }, 'request failed');
    return send(request, reply, 500, GENERIC_SERVER_ERROR);
  });

  app.setNotFoundHandler((request, reply) => {
    // Client routes of the web app (when it is served) are pages, not missing endpoints.
    if (app.hasDecorator('serveWebAppPage') && app.serveWebAppPage(request, reply)) return reply;
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
