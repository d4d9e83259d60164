// API load benchmark: boots the built server on a fresh embedded database with
// the demo catalogue, drives the busiest read endpoints with autocannon from
// this process, prints throughput and latency, and checks them against budgets.
//
//   npm run bench                 # embedded PGlite
//   DATABASE_URL=postgres://… npm run bench   # against PostgreSQL (uses that database as is)
import autocannon from 'autocannon';
import { startBuiltServer } from '../scripts/built-server.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Budgets for a 2-core machine; a run below them exits non-zero. */
const budgets = {
  'GET /api/routes/destinations': { minRequestsPerSecond: 300, maxP99Ms: 250 },
  'GET /api/user/dashboard/search': { minRequestsPerSecond: 300, maxP99Ms: 250 },
  'GET /api/user/tours/:id': { minRequestsPerSecond: 450, maxP99Ms: 150 },
  'GET /api/moments/all': { minRequestsPerSecond: 150, maxP99Ms: 400 },
};

async function json(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function run(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({ name, result });
    });
  });
}

const spawnStart = Date.now();
// The whole environment goes through, so DATABASE_URL points the benchmark at PostgreSQL.
const server = await startBuiltServer({ env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'true' }, timeoutMs: 60_000 });
const base = server.url;

let failed = false;
try {
  console.log(`Server up with the demo catalogue in ${((Date.now() - spawnStart) / 1000).toFixed(1)} s (fresh database).`);

  const email = `bench.${Date.now()}@example.in`;
  const { token } = await json(base, 'POST', '/api/user/register', {
    firstname: 'Bench', lastname: 'Mark', username: `bench${Date.now()}`, email, phone: '9876543210', gender: 'Other', password: 'bench-password-1',
  });
  const tours = await json(base, 'GET', '/api/routes/destinations');
  const headers = { authorization: `Bearer ${token}` };

  const results = [];
  results.push(await run('GET /api/routes/destinations', { url: `${base}/api/routes/destinations` }));
  results.push(await run('GET /api/user/dashboard/search', { url: `${base}/api/user/dashboard/search?query=pradesh`, headers }));
  results.push(await run('GET /api/user/tours/:id', { url: `${base}/api/user/tours/${tours[0]._id}`, headers }));
  results.push(await run('GET /api/moments/all', { url: `${base}/api/moments/all`, headers }));

  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}:\n`);
  console.log('endpoint                          req/s    p50 ms  p99 ms  errors  budget');
  for (const { name, result } of results) {
    const budget = budgets[name];
    const ok = result.requests.average >= budget.minRequestsPerSecond && result.latency.p99 <= budget.maxP99Ms && result.errors === 0 && result.non2xx === 0;
    if (!ok) failed = true;
    console.log(
      `${name.padEnd(33)} ${String(Math.round(result.requests.average)).padStart(6)}  ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}  ${String(result.errors + result.non2xx).padStart(6)}  ${ok ? 'ok' : 'MISSED'} (≥${budget.minRequestsPerSecond} req/s, p99 ≤${budget.maxP99Ms} ms)`,
    );
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
