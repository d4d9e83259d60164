import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpTraveller } from './support/app.ts';
import { createTestDatabase } from './support/database.ts';
import { startInstance } from './support/instances.ts';
import { orderAndPay, sandboxBooksOf, verify } from './support/payments.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { paymentOrders } from '../src/db/schema/payments.ts';

// Two instances on one database, each scheduling reconciliation every second with no grace,
// as a deploy of two replicas would (with shorter figures): the orders are settled by the
// schedule alone, once.
let database: DatabaseHandle;
let instances: FastifyInstance[];

const instance = () => startInstance(database, { RECONCILE_INTERVAL_SECONDS: '1', PAID_ORDER_GRACE_SECONDS: '0' });

beforeAll(async () => {
  database = await createTestDatabase();
  instances = [await instance(), await instance()];
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database.close();
});

/** Waits for the schedule, reading the database every 200 ms; gives up after 20 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the schedule did not settle the orders within 20 s');
}

it('refunds paid orders that never became bookings, once each, with no one asking', async () => {
  const [first, second] = instances as [FastifyInstance, FastifyInstance];
  const orderIds: string[] = [];
  for (const app of [first, second, first, second]) {
    const traveller = await signUpTraveller(app);
    const paid = await orderAndPay(app, traveller, { amount: 120_000, currency: 'INR', receipt: 'receipt_spec' });
    expect((await verify(app, traveller, paid)).statusCode).toBe(200);
    orderIds.push(paid.razorpay_order_id);
  }
  const settled = async () => {
    const orders = await database.db.select().from(paymentOrders).where(inArray(paymentOrders.id, orderIds));
    return orders.every((order) => order.refundStatus === 'processed');
  };
  await until(settled);

  const orders = await database.db.select().from(paymentOrders).where(inArray(paymentOrders.id, orderIds));
  expect(orders.map((order) => order.refundReason)).toEqual(orderIds.map(() => 'no_booking_details'));
  const atProvider = await Promise.all(orderIds.map((orderId) => sandboxBooksOf(database.db, { orderId })));
  expect(atProvider.map((payment) => [payment.status, payment.refundKey === payment.orderId, payment.refunds.length])).toEqual(orderIds.map(() => ['refunded', true, 1]));
  for (const order of orders) expect(order.refundId).toBe(atProvider.find((payment) => payment.orderId === order.id)!.refundId);
});
