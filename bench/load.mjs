// The load generator, always run as its own process (bench/api.mjs spawns it), so that neither
// the server nor a baseline shares its CPU time with the thing measuring it. It takes one job
// as JSON on stdin and prints one JSON result on stdout.
//
// Jobs: {mode: 'fixed'}  one request, `connections` at once, for `seconds` (autocannon)
//       {mode: 'rotate'} like fixed, each request the next body of `bodies` (login as many accounts)
//       {mode: 'single'} one client, each of `urls` once, one after another (latency of a lone user)
//       {mode: 'flow'}   `connections` travellers each looping create-order → pay → verify
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

const job = JSON.parse(await text(process.stdin));
const headers = { 'accept-encoding': 'br, gzip', ...(job.headers ?? {}) };

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function summary(latencies, seconds, errors) {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    count: latencies.length,
  };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: job.connections, duration: job.seconds, headers, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        // autocannon reports p97.5 and p99; p95 is interpolated from its histogram percentiles.
        p95: result.latency.p97_5 === undefined ? NaN : result.latency.p90 + ((result.latency.p97_5 - result.latency.p90) * 5) / 7.5,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        count: result.requests.total,
      });
    });
  });
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function single() {
  const latencies = [];
  let errors = 0;
  const start = Date.now();
  for (const url of job.urls) {
    latencies.push(
      await timed(async () => {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      }),
    );
  }
  return summary(latencies, (Date.now() - start) / 1000, errors);
}

async function post(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Each worker is one traveller paying for bookings one after another, as the checkout page does. */
async function flow() {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + job.seconds * 1000;
  const worker = async ({ token }, workerIndex) => {
    for (let round = 0; Date.now() < end; round++) {
      try {
        latencies.push(
          await timed(async () => {
            const booking = { ...job.booking, bookingDate: job.bookingDates[(workerIndex + round) % job.bookingDates.length] };
            const { order } = await post(`${job.base}/api/payment/create-order`, { booking }, token);
            const paid = await post(`${job.base}/api/payment/sandbox/pay`, { key_id: job.keyId, order_id: order.id, outcome: 'success' });
            await post(`${job.base}/api/payment/verify-payment`, paid, token);
          }),
        );
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(String(error));
      }
    }
  };
  await Promise.all(job.travellers.map(worker));
  return summary(latencies, job.seconds, errors);
}

let result;
if (job.mode === 'fixed') {
  result = await cannon({ url: job.url, method: job.method ?? 'GET', body: job.body, headers: { ...headers, ...(job.body ? { 'content-type': 'application/json' } : {}) } });
} else if (job.mode === 'rotate') {
  let next = 0;
  result = await cannon({
    url: job.url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: job.bodies[next++ % job.bodies.length] }) }],
  });
} else if (job.mode === 'single') {
  result = await single();
} else if (job.mode === 'flow') {
  result = await flow();
} else {
  throw new Error(`unknown mode ${job.mode}`);
}
process.stdout.write(`${JSON.stringify(result)}\n`);
