import { errorResponse } from '@yatrika/contract/common';
import { vitalsBatchRequest } from '@yatrika/contract/vitals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { measurementsToKeep } from './measurements.ts';
import { recordMeasurements } from './record.ts';
import { vitalsLimits } from './vitals-limits.ts';

/** A page view's batch is five short measurements and a route pattern: a few hundred bytes. */
export const VITALS_BODY_LIMIT_BYTES = 4096;

interface PublicVitalsOptions {
  db: Database;
  /** VITALS_SAMPLE_RATE: at 0 measuring is off, and a batch that still arrives (a page served before) is dropped. */
  sampleRate: number;
}

/** Where browsers send their Core Web Vitals, without signing in (decision 053). */
export default async function vitalsPublicRoutes(app: FastifyInstance, { db, sampleRate }: PublicVitalsOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = vitalsLimits(app);
  // navigator.sendBeacon sends a string as text/plain (no preflight, in every browser): read it as
  // JSON, with the app's own JSON reader (which refuses __proto__). In this plugin's scope only.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => parseJson(request, body.toString(), done));

  api.post(
    '/api/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT_BYTES,
      preHandler: limits,
      schema: {
        tags: ['vitals'],
        summary:
          "One page view's Core Web Vitals (LCP, INP, CLS, FCP, TTFB) for the operator's speed summary; answers 204 whatever of it is kept: measurements of an unknown metric or out of range, and pages not named by a route pattern, are dropped",
        body: vitalsBatchRequest,
        response: { 204: z.null().describe('Received'), 400: errorResponse, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      if (sampleRate > 0) {
        const { page, measurements } = measurementsToKeep(request.body);
        await recordMeasurements(db, page, measurements);
      }
      return reply.status(204).send(null);
    },
  );
}
