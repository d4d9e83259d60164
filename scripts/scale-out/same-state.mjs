// Asks each instance directly (not through the load balancer) whether they agree: a token signed
// out on one is refused by the other, a seat hold on one counts on the other, a picture uploaded
// to one is served by the other, and failed logins on both count towards one limit (Redis).
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../built-server.mjs';
import { dayFromToday, expectOk, request } from '../lib/http.mjs';

const traveller = async (base) => {
  const tag = randomUUID().slice(0, 12);
  const details = { firstname: 'Lata', lastname: 'Shah', username: `lata_${tag}`, email: `lata.${tag}@scale.example.in`, phone: '9876543210', gender: 'Female', password: 'scale-out-pass-1' };
  const { token } = await expectOk(base, 'POST', '/api/user/register', { body: details });
  return { ...details, token };
};

async function signOut([a, b]) {
  const account = await traveller(a);
  const before = (await request(b, 'GET', '/api/user/profile', { token: account.token })).status;
  await expectOk(a, 'POST', '/api/user/logout', { token: account.token });
  const after = [(await request(a, 'GET', '/api/user/profile', { token: account.token })).status, (await request(b, 'GET', '/api/user/profile', { token: account.token })).status];
  return { ok: before === 200 && after.every((status) => status === 401), detail: `profile on B before sign-out ${before}; after sign-out on A: A ${after[0]}, B ${after[1]}` };
}

async function seatHold([a, b], { adminToken, tourId }) {
  const date = dayFromToday(45);
  await expectOk(a, 'PUT', `/api/admin/tours/${tourId}/departures/${date}`, { token: adminToken, body: { capacity: 2 } });
  const account = await traveller(b);
  const booking = { tourId, fullName: 'Lata Shah', phone: '9876543210', bookingDate: date, numPeople: 2 };
  const held = await request(b, 'POST', '/api/payment/create-order', { token: account.token, body: { booking } });
  const seatsLeft = async (base) => (await expectOk(base, 'GET', `/api/routes/tours/${tourId}/availability?from=${date}&days=1`)).dates[0].seatsLeft;
  const left = [await seatsLeft(a), await seatsLeft(b)];
  const other = await traveller(a);
  const refused = await request(a, 'POST', '/api/payment/create-order', { token: other.token, body: { booking: { ...booking, numPeople: 1 } } });
  return {
    ok: held.status === 200 && left[0] === 0 && left[1] === 0 && refused.status === 409,
    detail: `hold of 2 of 2 seats on B: ${held.status}; seats left: A ${left[0]}, B ${left[1]}; 1 more seat on A: ${refused.status}`,
  };
}

async function picture([a, b]) {
  const account = await traveller(a);
  const image = readFileSync(path.join(repositoryRoot, 'apps/web/public/images/activities/trekking.webp'));
  const boundary = `----yatrika${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nScale-out check\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="trek.webp"\r\nContent-Type: image/webp\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const created = await fetch(`${a}/api/moments/create`, { method: 'POST', headers: { authorization: `Bearer ${account.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: payload });
  const { moment } = await created.json();
  const digest = async (base) => {
    const response = await fetch(new URL(moment.image, base));
    return response.ok ? createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex').slice(0, 12) : `status ${response.status}`;
  };
  const listed = (await expectOk(b, 'GET', '/api/moments/all?limit=50')).moments ?? [];
  const onB = JSON.stringify(listed).includes(moment._id);
  const [fromA, fromB] = [await digest(a), await digest(b)];
  return { ok: created.status === 201 && onB && fromA === fromB && !fromA.startsWith('status'), detail: `uploaded on A: ${created.status}; listed on B: ${onB}; picture from A ${fromA}, from B ${fromB}` };
}

async function loginLimit([a, b], { redis }) {
  if (!redis) return { ok: true, skipped: true, detail: 'not shared: no Redis (REDIS_URL), each instance counts alone' };
  const account = await traveller(a);
  // A fresh client address (the instances trust the loopback proxy's X-Forwarded-For), so
  // counts left in Redis by an earlier run cannot carry over.
  const headers = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` };
  const attempt = async (base) =>
    (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: 'wrong' }) })).status;
  let refusedAfter = 0;
  for (let i = 0; i < 30; i++) {
    const status = await attempt(i % 2 ? b : a);
    if (status === 429) break;
    refusedAfter++;
  }
  const [onA, onB] = [await attempt(a), await attempt(b)];
  return { ok: refusedAfter === 10 && onA === 429 && onB === 429, detail: `10 tries allowed: ${refusedAfter} wrong passwords alternating A and B were answered 401 before 429; then A ${onA}, B ${onB}` };
}

export async function sameState(instances, context) {
  const results = {};
  for (const [name, check] of Object.entries({ 'sign-out': signOut, 'seat hold': seatHold, picture, 'login limit': loginLimit })) {
    try {
      results[name] = await check(instances, context);
    } catch (error) {
      results[name] = { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }
  return results;
}
