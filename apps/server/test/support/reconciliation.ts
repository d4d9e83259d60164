import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { seatHolds } from '../../src/db/schema/departures.ts';
import { reconcileOnce, type ReconcileDeps } from '../../src/modules/payments/reconciliation/run.ts';
import { GatewayError, type PaymentGateway } from '../../src/providers/payments/gateway.ts';
import { SandboxGateway } from '../../src/providers/payments/sandbox-gateway.ts';
import type { SignedIn } from './app.ts';
import { bookingDetails, createOrder, payAndBook, sandboxPay, verify } from './payments.ts';

export const GRACE_SECONDS = 900;

/** The sandbox as another instance of the server sees it: its own object, the same books and secrets. */
export const sandboxOf = (db: Database) => SandboxGateway.create(db, { keyId: undefined, keySecret: undefined, webhookSecret: undefined });

/** What a run needs, as the server builds it (the app's own silent logger), with a given gateway. */
export async function reconcileDeps(app: FastifyInstance, db: Database, gateway?: PaymentGateway): Promise<ReconcileDeps> {
  return { db, gateway: gateway ?? (await sandboxOf(db)), log: app.log, graceSeconds: GRACE_SECONDS };
}

/** `seconds` from now: runs "after the grace" without waiting for it. */
export const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

export const runAt = (deps: ReconcileDeps, now: Date) => reconcileOnce(deps, now);

/**
 * A gateway whose refunds fail (the provider unreachable) the first `failures` times, then
 * go through to the real sandbox.
 */
export function refundsFailFirst(gateway: PaymentGateway, failures: number): PaymentGateway & { readonly refundCalls: number } {
  let calls = 0;
  const flaky = Object.create(gateway) as PaymentGateway & { readonly refundCalls: number };
  flaky.refund = async (input) => {
    calls += 1;
    if (calls <= failures) throw new GatewayError('connect ETIMEDOUT', undefined, undefined);
    return gateway.refund(input);
  };
  Object.defineProperty(flaky, 'refundCalls', { get: () => calls });
  return flaky;
}

/**
 * A traveller paid for the last seats, but their hold ran out while paying and someone else
 * booked them: verification answers 409 and the order stays paid without a booking.
 */
export async function paidButSoldOut(app: FastifyInstance, db: Database, traveller: SignedIn, rival: SignedIn, tourId: string, date: string) {
  const details = bookingDetails(tourId, { bookingDate: date, numPeople: 2 });
  const order = await createOrder(app, traveller, { booking: details });
  if (order.statusCode !== 200) throw new Error(`create-order failed: ${order.statusCode} ${order.body}`);
  const orderId: string = order.json().order.id;
  const paid = await sandboxPay(app, orderId);
  // The hold ran out while the traveller was paying.
  await db.update(seatHolds).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(seatHolds.orderId, orderId));
  await payAndBook(app, rival, { ...details, fullName: 'Rahul Mehta' });
  const verified = await verify(app, traveller, paid.json());
  if (verified.statusCode !== 409) throw new Error(`verify should have been refused: ${verified.statusCode} ${verified.body}`);
  return { orderId, amountPaise: order.json().order.amount as number };
}
