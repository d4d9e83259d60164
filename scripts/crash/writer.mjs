// The crash command's writer: a separate process that keeps travellers signing up, wishing,
// holding seats, paying in the sandbox, booking and cancelling over HTTP, and reports every
// write the server acknowledged with a 2xx to its parent (crash/run.mjs). The parent pauses it
// while the server is down and checked, and tells it the server's new address after a restart.
import { randomUUID } from 'node:crypto';
import { request } from '../lib/http.mjs';

const WORKERS = 4;
let base = '';
let paused = true;
let resume = () => {};
let resumed = Promise.resolve();
let inFlight = 0;
let settings;

/**
 * Travellers who paid an advance (decision 035) and come back for the balance on a later visit,
 * oldest first: the balance is paid in the same round or after a kill, as in life days later.
 */
const owing = [];
/** How often a traveller whose balance payment was cut off by a kill tries again. */
const BALANCE_ATTEMPTS = 3;
let checkouts = 0;

const ack = (write) => process.send({ type: 'ack', write });
const pick = (items) => items[Math.floor(Math.random() * items.length)];

function pause() {
  paused = true;
  resumed = new Promise((resolve) => (resume = resolve));
}
pause();

/** One request, made only while the writer runs; throws when the connection fails. */
async function call(method, path, options) {
  while (paused) await resumed;
  inFlight++;
  try {
    return await request(base, method, path, options);
  } finally {
    inFlight--;
  }
}

const ok = (answer) => answer.status >= 200 && answer.status < 300;

/** One traveller's visit; stops at the first refusal or failed connection. */
async function visit() {
  const due = owing.shift();
  if (due) await payBalance(due);

  const tag = randomUUID().slice(0, 12);
  const details = {
    firstname: 'Kiran',
    lastname: 'Rao',
    username: `kiran_${tag}`,
    email: `kiran.${tag}@crash.example.in`,
    phone: '9876543210',
    gender: 'Male',
    password: 'crash-test-pass-1',
  };
  const registered = await call('POST', '/api/user/register', { body: details });
  if (!ok(registered)) return;
  const token = registered.body.token;
  ack({ kind: 'register', email: details.email });

  const tourId = pick(settings.tourIds);
  if (ok(await call('POST', '/api/user/dashboard/wishlist/add', { token, body: { tourId } }))) ack({ kind: 'wish', email: details.email, tourId });

  const booking = { tourId, fullName: 'Kiran Rao', phone: '9876543210', bookingDate: pick(settings.dates), numPeople: 1 + Math.floor(Math.random() * 3) };
  // Every other traveller pays an advance now and the balance on a later visit (decision 035): counted,
  // not drawn, so even a short run pays balances.
  const advance = checkouts++ % 2 === 0;
  const held = await call('POST', '/api/payment/create-order', { token, body: { booking, ...(advance ? { payment: 'advance' } : {}) } });
  if (!ok(held)) return;
  const orderId = held.body.order.id;
  ack({ kind: 'hold', orderId });
  // Some travellers never come back to pay: their hold simply runs out.
  if (Math.random() < 0.1) return;

  const paid = await call('POST', '/api/payment/sandbox/pay', { body: { key_id: settings.keyId, order_id: orderId, outcome: 'success' } });
  if (!ok(paid)) return;
  ack({ kind: 'pay', orderId });
  // Some browsers close before confirming: reconciliation must find the payment and settle it.
  if (Math.random() < 0.15) return;

  const verified = await call('POST', '/api/payment/verify-payment', { token, body: paid.body });
  if (!ok(verified) || !verified.body.booking) return;
  const bookingId = verified.body.booking._id;
  ack({ kind: 'book', orderId, bookingId });

  if (advance && verified.body.booking.balanceDueOn) owing.push({ token, bookingId, attempts: 0 });

  // Some move to another date (decision 036): at once when it costs no more, else after paying the difference.
  if (Math.random() < 0.3) await reschedule(token, bookingId, pick(settings.dates.filter((date) => date !== booking.bookingDate)));

  if (Math.random() < 0.3 && ok(await call('DELETE', `/api/user/bookings/${bookingId}`, { token }))) ack({ kind: 'cancel', bookingId });
}

/**
 * The traveller of an advance booking pays its balance: opens the balance's order, pays it and
 * (mostly) confirms it from the browser; an unconfirmed one is reconciliation's to apply. A booking
 * cancelled or paid up meanwhile owes nothing (409) and the traveller stops. Cut off by a kill, the
 * traveller tries again on a later visit, which finds the earlier order applied by reconciliation
 * or opens another.
 */
async function payBalance(due) {
  due.attempts++;
  try {
    const balance = await call('POST', `/api/user/bookings/${due.bookingId}/balance`, { token: due.token });
    if (!ok(balance)) return;
    const orderId = balance.body.order.id;
    ack({ kind: 'hold', orderId });
    const paid = await call('POST', '/api/payment/sandbox/pay', { body: { key_id: settings.keyId, order_id: orderId, outcome: 'success' } });
    if (!ok(paid)) return;
    ack({ kind: 'pay', orderId });
    // Some never confirm the balance from the browser: reconciliation applies it.
    if (Math.random() < 0.15) return;
    if (ok(await call('POST', '/api/payment/verify-payment', { token: due.token, body: paid.body }))) ack({ kind: 'balance', bookingId: due.bookingId, orderId });
  } catch (error) {
    if (due.attempts < BALANCE_ATTEMPTS) owing.push(due);
    throw error;
  }
}

/** The traveller moves their booking; a dearer date's difference is paid and confirmed like any checkout. */
async function reschedule(token, bookingId, bookingDate) {
  const moved = await call('POST', `/api/user/bookings/${bookingId}/reschedule`, { token, body: { bookingDate } });
  if (!ok(moved)) return;
  if (moved.body.status === 'done') return ack({ kind: 'reschedule', bookingId, bookingDate });
  const orderId = moved.body.order.id;
  ack({ kind: 'hold', orderId });
  const paid = await call('POST', '/api/payment/sandbox/pay', { body: { key_id: settings.keyId, order_id: orderId, outcome: 'success' } });
  if (!ok(paid)) return;
  ack({ kind: 'pay', orderId });
  if (ok(await call('POST', '/api/payment/verify-payment', { token, body: paid.body }))) ack({ kind: 'reschedule', bookingId, bookingDate });
}

async function worker() {
  for (;;) {
    try {
      await visit();
    } catch {
      // The server went away mid-request: that write was never acknowledged. Start a new visit.
    }
  }
}

process.on('message', async (message) => {
  if (message.type === 'setup') {
    settings = message.settings;
    for (let i = 0; i < WORKERS; i++) void worker();
  } else if (message.type === 'go') {
    base = message.url;
    paused = false;
    resume();
  } else if (message.type === 'pause') {
    pause();
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    process.send({ type: 'paused' });
  } else if (message.type === 'exit') {
    process.exit(0);
  }
});
