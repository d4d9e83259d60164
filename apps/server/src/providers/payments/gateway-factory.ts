import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import sandboxRoutes from './sandbox-routes.ts';

/** The provider PAYMENT_PROVIDER names; config validation guarantees Razorpay's keys are set. */
export async function createPaymentGateway(config: Config['payments'], db: Database): Promise<PaymentGateway> {
  if (config.provider === 'razorpay') {
    if (!config.keyId || !config.keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required');
    return new RazorpayGateway({ keyId: config.keyId, keySecret: config.keySecret, webhookSecret: config.webhookSecret });
  }
  return SandboxGateway.create(db, config);
}

/** What a provider serves from our own server: the sandbox's checkout script and pay endpoint; nothing for Razorpay. */
export async function registerProviderRoutes(app: FastifyInstance, gateway: PaymentGateway): Promise<void> {
  if (gateway instanceof SandboxGateway) await app.register(sandboxRoutes, { gateway });
}
