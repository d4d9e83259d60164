import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorResponse } from '@yatrika/contract/common';
import { paymentConfirmation, paymentFailure } from '@yatrika/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverPackageRoot } from '../../lib/package-root.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

const sandboxPayRequest = z.object({
  key_id: z.string({ message: 'key_id is required.' }).max(100),
  order_id: z.string({ message: 'order_id is required.' }).min(1).max(100),
  outcome: z.enum(['success', 'failure'], { message: 'outcome must be success or failure.' }),
});

/**
 * What the provider hosts, played by this server when PAYMENT_PROVIDER is
 * sandbox: the checkout script and the endpoint its dialog calls. Public, like
 * the provider's own checkout; a payment made here still has to be verified
 * by the traveller who owns the order.
 */
export default async function sandboxRoutes(app: FastifyInstance, { gateway }: { gateway: SandboxGateway }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const script = await readFile(path.join(serverPackageRoot(), 'src/providers/payments/sandbox-checkout.js'), 'utf8');

  api.get(
    '/api/payment/sandbox/checkout.js',
    { schema: { tags: ['payments'], summary: "The sandbox checkout: the provider's window.Razorpay interface, offline" } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(script),
  );

  api.post(
    '/api/payment/sandbox/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox checkout: pay (signed confirmation) or be declined (failure details)',
        body: sandboxPayRequest,
        response: {
          200: z.union([paymentConfirmation, z.object({ error: paymentFailure })]),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const result = await gateway.checkout(request.body.order_id, request.body.key_id, request.body.outcome);
      return result.outcome === 'success' ? result.confirmation : { error: result.error };
    },
  );
}
