import { CANCELLATION_POLICY_DATA_ID, cancellationPolicyAnswer, cancellationPolicyResponse } from '@yatrika/contract/cancellation';
import { jsonForScript } from '../../lib/html.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingRules } from './settings.ts';

/** The policy's answer as a data block of a page (a tour's page shows the line on its first screen). */
export const cancellationPolicyDataTag = (policy: BookingRules['cancellationPolicy']) =>
  `<script type="application/json" id="${CANCELLATION_POLICY_DATA_ID}">${jsonForScript(cancellationPolicyAnswer(policy))}</script>`;

/** The cancellation policy, public: the tour page states it before anyone signs in or pays. */
export default async function policyRoutes(app: FastifyInstance, { bookingRules }: { bookingRules: BookingRules }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const policy = bookingRules.cancellationPolicy;
  api.get(
    '/api/routes/cancellation-policy',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The cancellation policy: full refund up to N hours before departure, a percent after',
        response: { 200: cancellationPolicyResponse },
      },
    },
    async (_request, reply) => {
      // Configuration: it changes only with a restart.
      reply.header('cache-control', 'public, max-age=300');
      return cancellationPolicyAnswer(policy);
    },
  );
}
