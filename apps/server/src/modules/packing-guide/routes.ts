import { errorResponse, idParams } from '@yatrika/contract/common';
import { packingGuideMessages, packingGuideResponse } from '@yatrika/contract/bookings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badGateway } from '../../lib/errors.ts';
import { safeError } from '../../lib/log-safety.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createPackingGuideGenerator } from './create-generator.ts';
import { type PackingGuideGenerator, PackingGuideGenerationError } from './generator.ts';
import { generatePackingGuide } from './service.ts';

/** The app passes its configuration; tests may pass a generator instead. */
export type PackingGuideRoutesOptions =
  | { db: Database; config: Config['packingGuide'] }
  | { db: Database; generator: PackingGuideGenerator };

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 502: errorResponse };

export default async function packingGuideRoutes(app: FastifyInstance, options: PackingGuideRoutesOptions) {
  const { db } = options;
  const generator = 'generator' in options ? options.generator : createPackingGuideGenerator(options.config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/bookings/:id/generate-packing-guide',
    {
      onRequest: app.requireRole('traveller'),
      schema: {
        tags: ['bookings'],
        summary: 'Write a packing guide for your booked (confirmed) booking and store it on the booking',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: packingGuideResponse, ...errors },
      },
    },
    async (request) => {
      try {
        const packingList = await generatePackingGuide(db, generator, signedInUser(request)._id, request.params.id);
        return { packingList, message: packingGuideMessages.generated };
      } catch (error) {
        if (!(error instanceof PackingGuideGenerationError)) throw error;
        // The traveller reads the spec's message; the log keeps why the provider failed.
        request.log.warn({ err: safeError(error) }, 'packing guide provider failed');
        throw badGateway(packingGuideMessages.failed);
      }
    },
  );
}
