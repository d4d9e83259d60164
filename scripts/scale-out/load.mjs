// The scale-out command's load: a separate process sending a steady mix of reads and writes
// through the load balancer (sign-ups, logins, catalogue and tour reads, wishlist, seat holds,
// sandbox payments and bookings) until told to stop, then reporting every request's outcome
// and every write acknowledged with a 2xx to its parent (scale-out/run.mjs).
import { randomUUID } from 'node:crypto';
import { request } from '../lib/http.mjs';

const WORKERS = 6;
let stopping = false;
let settings;
let requests = 0;
const failures = [];
const writes = [];
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const ok = (answer) => answer.status >= 200 && answer.status < 300;

/** One request; a failure (no answer, or not 2xx) is recorded with when it started and ended. */
async function call(method, path, options) {
  const startedAt = Date.now();
  requests++;
  try {
    const answer = await request(settings.url, method, path, options);
    if (!ok(answer)) failures.push({ method, path, startedAt, endedAt: Date.now(), outcome: `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}` });
    return answer;
  } catch (error) {
    failures.push({ method, path, startedAt, endedAt: Date.now(), outcome: error instanceof Error ? (error.cause?.code ?? error.message) : String(error) });
    return { status: 0, body: undefined };
  }
}

async function visit() {
  const tag = randomUUID().slice(0, 12);
  const email = `load.${tag}@scale.example.in`;
  const password = 'scale-out-pass-1';
  await call('GET', '/api/routes/destinations');
  const registered = await call('POST', '/api/user/register', {
    body: { firstname: 'Devi', lastname: 'Nair', username: `devi_${tag}`, email, phone: '9876543210', gender: 'Female', password },
  });
  if (!ok(registered)) return;
  writes.push({ kind: 'register', email });
  const signedIn = await call('POST', '/api/user/login', { body: { email, password } });
  if (!ok(signedIn)) return;
  const token = signedIn.body.token;
  const tourId = pick(settings.tourIds);
  await call('GET', `/api/user/tours/${tourId}`, { token });
  await call('GET', `/api/routes/tours/${tourId}/availability?days=30`);
  if (ok(await call('POST', '/api/user/dashboard/wishlist/add', { token, body: { tourId } }))) writes.push({ kind: 'wish', email, tourId });
  await call('GET', '/api/user/dashboard/wishlist', { token });
  const booking = { tourId, fullName: 'Devi Nair', phone: '9876543210', bookingDate: pick(settings.dates), numPeople: 1 };
  const held = await call('POST', '/api/payment/create-order', { token, body: { booking } });
  if (!ok(held)) return;
  writes.push({ kind: 'hold', orderId: held.body.order.id });
  const paid = await call('POST', '/api/payment/sandbox/pay', { body: { key_id: settings.keyId, order_id: held.body.order.id, outcome: 'success' } });
  if (!ok(paid)) return;
  writes.push({ kind: 'pay', orderId: held.body.order.id });
  const verified = await call('POST', '/api/payment/verify-payment', { token, body: paid.body });
  if (ok(verified) && verified.body.booking) writes.push({ kind: 'book', orderId: held.body.order.id, bookingId: verified.body.booking._id });
  await call('GET', '/api/user/bookings', { token });
}

async function worker() {
  while (!stopping) await visit();
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    settings = message.settings;
    const running = Array.from({ length: WORKERS }, () => worker());
    process.once('message', async () => {
      stopping = true;
      await Promise.all(running);
      process.send({ type: 'report', requests, failures, writes }, () => process.exit(0));
    });
  }
});
