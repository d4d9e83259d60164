import { errorResponse, messageResponse } from '@yatrika/contract/common';
import { paymentMessages } from '@yatrika/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { handleWebhook } from './webhook.ts';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The provider's webhook. Its own plugin, because the signature covers the
 * exact bytes sent: here every body is kept raw, whatever its content type,
 * and parsed only after the signature holds.
 */
export default async function webhookRoutes(app: FastifyInstance, { db, gateway }: { db: Database; gateway: PaymentGateway }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  api.post(
    '/api/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Provider events (payment.captured, order.paid, payment.failed, refund.processed, refund.failed)',
        description: 'Signed with HMAC-SHA256 of the raw body in X-Razorpay-Signature; de-duplicated by X-Razorpay-Event-Id.',
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await handleWebhook(db, gateway, request.log, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: header(request.headers['x-razorpay-signature']),
        eventId: header(request.headers['x-razorpay-event-id']),
      });
      return { message: paymentMessages.webhookAccepted };
    },
  );
}
