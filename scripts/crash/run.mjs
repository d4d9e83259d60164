// npm run test:crash: kills the built server with SIGKILL at random moments while a separate
// writer process keeps writing over HTTP, on embedded PGlite and on PostgreSQL, and checks after
// every restart that every acknowledged write is there and the invariants hold (crash/check.mjs).
// Exits non-zero on any lost write or broken invariant. ROUNDS (default 20) sets the rounds;
// DATABASES=pglite leaves PostgreSQL out.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../built-server.mjs';
import { buildIfStale } from '../lib/build.mjs';
import { createPostgresDatabase, openPglite, openPostgres, postgresReachable, postgresServerUrl } from '../lib/databases.mjs';
import { dayFromToday, expectOk, median, sleep } from '../lib/http.mjs';
import { lostWrites } from '../lib/acknowledged.mjs';
import { partPayments, violations } from './check.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
/** From this many rounds on (CI runs 5), a run must have paid at least one balance. */
const MIN_ROUNDS_FOR_BALANCES = 3;
const admin = { email: 'admin@crash.yatrika.in', password: 'crash-admin-password' };
const here = path.dirname(fileURLToPath(import.meta.url));

const serverEnv = (databaseUrl) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  SEED_DEMO: 'true',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  PAYMENT_PROVIDER: 'sandbox',
  PACKING_GUIDE_PROVIDER: 'offline',
  LOG_LEVEL: 'warn',
  // Reconciliation runs when this command asks for it (after each restart), with no grace:
  // every paid order without a booking is then due.
  RECONCILE_INTERVAL_SECONDS: '0',
  PAID_ORDER_GRACE_SECONDS: '0',
  // Holds of travellers who never pay give their seats back after a minute.
  HOLD_MINUTES: '1',
  // The writer is many travellers behind one address (127.0.0.1), signing up and paying in a loop.
  SIGNUPS_PER_ADDRESS_PER_HOUR: '1000000',
  CHECKOUTS_PER_ADDRESS_PER_15_MINUTES: '1000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** A writer process, and promises for its answers. */
function startWriter() {
  const child = fork(path.join(here, 'writer.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const writes = [];
  let onPaused = () => {};
  child.on('message', (message) => {
    if (message.type === 'ack') writes.push(message.write);
    if (message.type === 'paused') onPaused();
  });
  return {
    writes,
    setup: (settings) => child.send({ type: 'setup', settings }),
    go: (url) => child.send({ type: 'go', url }),
    pause: () => new Promise((resolve) => ((onPaused = resolve), child.send({ type: 'pause' }))),
    exit: () => child.send({ type: 'exit' }),
  };
}

async function killHard(server) {
  process.kill(server.pid, 'SIGKILL');
  await server.stop(); // only waits for the exit: the process is gone
}

async function crashRounds(kind) {
  let database;
  if (kind === 'postgres') {
    const reachable = await postgresReachable();
    if (!reachable.ok) {
      console.log(`PostgreSQL: skipped, ${postgresServerUrl()} does not answer (${reachable.reason}). Set TEST_DATABASE_URL to a server.`);
      return undefined;
    }
    database = await createPostgresDatabase('yatrika_crash');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-crash-'));
  const env = serverEnv(database?.url);
  const start = () => startBuiltServer({ env, dataDir, captureOutput: true });
  const openSql = () => (kind === 'postgres' ? openPostgres(database.url) : openPglite(dataDir));
  const writer = startWriter();
  const report = { kind, rounds: 0, writes: 0, lost: [], violations: [], restartMs: [] };
  const began = Date.now();
  let server = await start();
  try {
    const { token } = await expectOk(server.url, 'POST', '/api/admin/login', { body: admin });
    const { keyId } = await expectOk(server.url, 'GET', '/api/payment/config');
    const tours = (await expectOk(server.url, 'GET', '/api/routes/destinations')).slice(0, 2);
    const dates = Array.from({ length: 8 }, (_, i) => dayFromToday(20 + i));
    // Few seats (160 in all), so departures fill up over the run and the seat check is under pressure.
    for (const tour of tours) {
      for (const date of dates) await expectOk(server.url, 'PUT', `/api/admin/tours/${tour._id}/departures/${date}`, { token, body: { capacity: 10 } });
    }
    // Paying in parts (decision 035): both tours take a 30% advance with the balance due 10 days before,
    // so the writer's travellers pay advances and balances through the kills too.
    for (const tour of tours) {
      const form = new FormData();
      form.set('advancePercent', '30');
      form.set('balanceDueDays', '10');
      const answer = await fetch(`${server.url}/api/admin/tours/${tour._id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
      if (!answer.ok) throw new Error(`could not set the advance of tour ${tour._id}: ${answer.status}`);
    }
    writer.setup({ tourIds: tours.map((tour) => tour._id), dates, keyId });

    for (let round = 1; round <= ROUNDS; round++) {
      writer.go(server.url);
      await sleep(1_000 + Math.random() * 3_000);
      await killHard(server);
      await writer.pause();

      const restartedAt = Date.now();
      server = await start();
      report.restartMs.push(Date.now() - restartedAt);
      await expectOk(server.url, 'POST', '/api/admin/payments/reconcile', { token });
      const dashboard = await expectOk(server.url, 'GET', '/api/admin/dashboard', { token });

      // The embedded database has one process at a time: stop the server to look inside.
      if (kind === 'pglite') await server.stop();
      const sql = await openSql();
      try {
        const lost = await lostWrites(sql.query, writer.writes);
        const broken = await violations(sql.query, dashboard.data ?? dashboard);
        report.partPayments = await partPayments(sql.query);
        report.lost = lost;
        report.violations.push(...broken.map((line) => `round ${round}: ${line}`));
        console.log(`  round ${round}: ${writer.writes.length} writes acknowledged so far, ${lost.length} lost, ${broken.length} violations, restart ${report.restartMs.at(-1)} ms`);
        for (const line of [...lost, ...broken].slice(0, 10)) console.log(`    ${line}`);
      } finally {
        await sql.close();
      }
      if (kind === 'pglite') server = await start();
      report.rounds = round;
      report.writes = writer.writes.length;
      report.byKind = {};
      for (const write of writer.writes) report.byKind[write.kind] = (report.byKind[write.kind] ?? 0) + 1;
    }
  } finally {
    writer.exit();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  // The balance path must have run, not merely been possible: the writer pays a balance for every
  // advance it books, so a run of a few rounds without one means that path broke.
  if (report.rounds >= MIN_ROUNDS_FOR_BALANCES && !report.partPayments?.balances) report.violations.push('no balance of an advance booking was paid over the run');
  report.seconds = Math.round((Date.now() - began) / 1000);
  return report;
}

function print(report) {
  const kinds = Object.entries(report.byKind ?? {}).map(([kind, n]) => `${n} ${kind}`);
  console.log(
    `${report.kind === 'pglite' ? 'PGlite (data dir on disk)' : 'PostgreSQL'}: ${report.rounds} rounds, ${report.writes} acknowledged writes, ` +
      `${report.lost.length} lost, ${report.violations.length} violations, restart ${median(report.restartMs)} ms median (max ${Math.max(...report.restartMs)} ms), ${report.seconds} s`,
  );
  console.log(`  writes: ${kinds.join(', ')}`);
  const parts = report.partPayments;
  if (parts) {
    console.log(
      `  paying in parts: ${parts.advances} advance bookings, ${parts.balances} balances on their ledgers (${report.byKind?.balance ?? 0} confirmed by the browser), ` +
        `${parts.balancesRefunded} balance orders refunded as not owed, ${parts.owing} still owing`,
    );
  }
  for (const line of [...report.lost, ...report.violations].slice(0, 20)) console.log(`  ${line}`);
}

buildIfStale();
let failed = false;
for (const kind of (process.env.DATABASES ?? 'pglite,postgres').split(',')) {
  console.log(`${kind}: ${ROUNDS} rounds of SIGKILL at a random moment…`);
  const report = await crashRounds(kind);
  if (!report) continue;
  print(report);
  if (report.lost.length || report.violations.length) failed = true;
}
process.exit(failed ? 1 : 0);
