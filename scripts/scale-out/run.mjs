// npm run test:scale-out: two built instances on one PostgreSQL database, started at the same
// moment on an empty database, behind nginx; a separate load process sends a steady mix of reads
// and writes; one instance is SIGKILLed mid-run and restarted. Reports requests, failures (only
// requests in flight at the kill may fail), acknowledged writes lost (must be 0), and whether
// both instances agree on sign-outs, seat holds, pictures and login limits (same-state.mjs).
// DURATION_SECONDS (default 20) sets the length of the load.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startBuiltServer } from '../built-server.mjs';
import { lostWrites } from '../lib/acknowledged.mjs';
import { buildIfStale } from '../lib/build.mjs';
import { createPostgresDatabase, openPostgres, postgresReachable, postgresServerUrl } from '../lib/databases.mjs';
import { dayFromToday, expectOk, sleep } from '../lib/http.mjs';
import { findNginx, startNginx } from './nginx.mjs';
import { sameState } from './same-state.mjs';

const DURATION_MS = Number(process.env.DURATION_SECONDS ?? 20) * 1000;
const admin = { email: 'admin@scale.yatrika.in', password: 'scale-admin-password' };
const here = path.dirname(fileURLToPath(import.meta.url));

function redisReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    socket.setTimeout(2_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const nginx = findNginx();
if (!nginx) {
  console.error('nginx is missing: install it (apt-get install -y nginx) to run the scale-out check.');
  process.exit(1);
}
const reachable = await postgresReachable();
if (!reachable.ok) {
  console.error(`PostgreSQL at ${postgresServerUrl()} does not answer (${reachable.reason}); set TEST_DATABASE_URL to a server.`);
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redis = (await redisReachable(redisUrl)) ? redisUrl : undefined;
console.log(redis ? `Login limits shared through Redis at ${redis}.` : `No Redis at ${redisUrl}: login limits are per instance, their check is skipped.`);

buildIfStale();
const database = await createPostgresDatabase('yatrika_scale');
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATABASE_URL: database.url,
  SEED_DEMO: 'true',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  PAYMENT_PROVIDER: 'sandbox',
  PACKING_GUIDE_PROVIDER: 'offline',
  RECONCILE_INTERVAL_SECONDS: '0',
  LOG_LEVEL: 'warn',
  // nginx on loopback is the only proxy: its X-Forwarded-For names the client.
  TRUST_PROXY: '127.0.0.1',
  // The load is many travellers behind one address, signing up and opening checkouts in a loop.
  SIGNUPS_PER_ADDRESS_PER_HOUR: '1000000',
  CHECKOUTS_PER_ADDRESS_PER_15_MINUTES: '1000000',
  ...(redis ? { REDIS_URL: redis } : {}),
};
const dataDirs = [mkdtempSync(path.join(tmpdir(), 'yatrika-a-')), mkdtempSync(path.join(tmpdir(), 'yatrika-b-'))];
const ports = [await freePort(), await freePort()];
const start = (i) => startBuiltServer({ env, dataDir: dataDirs[i], port: ports[i], captureOutput: true });

let failed = false;
const began = Date.now();
// Both at the same moment, on the empty database: migrations, secrets and demo data race.
let instances = await Promise.all([start(0), start(1)]);
const balancer = await startNginx(nginx, instances.map((instance) => instance.url));
try {
  const { token: adminToken } = await expectOk(balancer.url, 'POST', '/api/admin/login', { body: admin });
  const { keyId } = await expectOk(balancer.url, 'GET', '/api/payment/config');
  // The load books dates two to three months ahead: tours that run only part of the year (the demo
  // Kedarnath Yatra) would refuse some, whatever the month, so it books the ones that run all year.
  const tours = await expectOk(balancer.url, 'GET', '/api/routes/destinations');
  const tourIds = tours.filter((tour) => tour.schedule.seasons.length === 0).map((tour) => tour._id);
  const dates = Array.from({ length: 30 }, (_, i) => dayFromToday(60 + i));

  const load = fork(path.join(here, 'load.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const report = new Promise((resolve) => load.on('message', (message) => message.type === 'report' && resolve(message)));
  load.send({ type: 'start', settings: { url: balancer.url, tourIds, dates, keyId } });

  const loadStartedAt = Date.now();
  await sleep(DURATION_MS * 0.35);
  const killedAt = Date.now();
  process.kill(instances[0].pid, 'SIGKILL');
  await instances[0].stop(); // resolves once the process has exited
  const diedAt = Date.now();
  instances[0] = await start(0);
  const restartMs = Date.now() - diedAt;
  // The rest of the load, and at least a third of it with both instances serving again.
  await sleep(Math.max(loadStartedAt + DURATION_MS - Date.now(), DURATION_MS / 3));
  load.send({ type: 'stop' });
  const { requests, failures, writes } = await report;
  const loadSeconds = Math.round((Date.now() - loadStartedAt) / 1000);

  // In flight at the kill: sent before the process was gone, not answered before the signal.
  const inFlight = failures.filter((f) => f.startedAt <= diedAt && f.endedAt >= killedAt);
  const others = failures.filter((f) => !inFlight.includes(f));
  const sql = await openPostgres(database.url);
  const lost = await lostWrites(sql.query, writes).finally(() => sql.close());
  const agree = await sameState(
    instances.map((instance) => instance.url),
    { adminToken, tourId: tourIds[0], redis },
  );

  console.log(`Both instances started together on the empty database and served in ${Math.round((loadStartedAt - began) / 1000)} s (with nginx and the first sign-in).`);
  console.log(`Requests: ${requests} through nginx over ${loadSeconds} s; instance A SIGKILLed ${Math.round((killedAt - loadStartedAt) / 1000)} s in, gone ${diedAt - killedAt} ms later, serving again ${restartMs} ms after that.`);
  console.log(`Failures: ${failures.length} (${inFlight.length} in flight at the kill, ${others.length} other)`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f.method} ${f.path}: ${f.outcome} (${f.startedAt - killedAt} ms to ${f.endedAt - killedAt} ms from the kill)`);
  console.log(`Acknowledged writes: ${writes.length}, lost: ${lost.length}`);
  for (const line of lost.slice(0, 20)) console.log(`  lost: ${line}`);
  for (const [name, result] of Object.entries(agree)) console.log(`Same on both instances, ${name}: ${result.skipped ? 'skipped' : result.ok ? 'yes' : 'NO'} (${result.detail})`);
  failed = others.length > 0 || lost.length > 0 || Object.values(agree).some((result) => !result.ok);
} finally {
  await balancer.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await database.drop();
}
console.log(`${failed ? 'FAILED' : 'Passed'} in ${Math.round((Date.now() - began) / 1000)} s.`);
process.exit(failed ? 1 : 0);
