// Photo uploads against everything else: 30 travellers share a 5 MB photo at the same moment
// while other visitors read Destinations. On embedded PGlite and, when DATABASE_URL names a
// PostgreSQL server, on PostgreSQL too (a throw-away database, bench/databases.mjs), each with
// the built server (`npm start`'s dist/main.js) on a catalogue of 1,000 tours. The load
// generator is its own process (bench/upload-load.mjs). Prints Destinations' p50/p99 alone and
// during the uploads beside a bare node:http server read the same way in the same run, the
// server's peak RSS, and its RSS a minute after the last upload; PASS or MISS per target, and
// exits non-zero on a miss (budgets below; they are the targets, not measurements).
//
//   npm run bench:uploads
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:uploads
//   BENCH_UPLOADS=30 BENCH_READERS=10 BENCH_SETTLE_SECONDS=60 BENCH_DATABASES=pglite,postgres
//   BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/uploads-profile"   # options for the server's node
//   BENCH_MEMORY_BREAKDOWN=1   # also where the server's memory is before the uploads and a minute after
//                              # (bench/memory-probe.mjs; forces a garbage collection at each look)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repositoryRoot, startBuiltServer } from '../scripts/built-server.mjs';
import { BENCH_PASSWORD, travellerEmail } from './catalogue.mjs';
import { preparePglite, preparePostgres } from './databases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
const READERS = Number(process.env.BENCH_READERS ?? 10);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const QUIET_SECONDS = 5;
const TOURS = 1000;
const SERVER_NODE_OPTIONS = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const MEMORY_BREAKDOWN = process.env.BENCH_MEMORY_BREAKDOWN === '1';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').filter((kind) => kind !== 'postgres' || process.env.DATABASE_URL);

/** The upload issue's targets (2 cores, 30 uploads of 5 MB at once). */
const targets = { destinationsP99Ms: 200, maxPeakRssMb: 768, settledRssMb: 400 };

/** Runs bench/upload-load.mjs with `job`; `onLine` sees each JSON line it prints as it comes; the last is its result. */
function load(job, onLine = () => {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'upload-load.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify(job));
    let pending = '';
    let last;
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines.filter(Boolean)) {
        last = JSON.parse(line);
        onLine(last);
      }
    });
    child.once('exit', (code) => (code === 0 ? resolve(last) : reject(new Error(`upload-load.mjs exited with ${code}`))));
  });
}

async function baseline() {
  const child = spawn(process.execPath, [path.join(here, 'baseline-server.mjs'), 'http'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
  try {
    return (await load({ mode: 'read', url: `http://127.0.0.1:${port}/`, readers: READERS, seconds: QUIET_SECONDS })).reads;
  } finally {
    child.kill();
  }
}

/** A line of /proc/<pid>/status in MB: VmRSS (resident now) or VmHWM (the peak so far). */
function memoryMb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

async function signIn(base, email) {
  const response = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** With BENCH_MEMORY_BREAKDOWN=1: the server loads bench/memory-probe.mjs, which answers SIGUSR2 in a file. */
function memoryProbe() {
  if (!MEMORY_BREAKDOWN) return { nodeOptions: [], env: {}, look: async () => undefined, cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'yatrika-memory-'));
  const file = path.join(dir, 'probe.jsonl');
  let looks = 0;
  return {
    nodeOptions: ['--expose-gc', '--import', pathToFileURL(path.join(here, 'memory-probe.mjs')).href],
    env: { BENCH_MEMORY_PROBE_FILE: file },
    async look(pid) {
      process.kill(pid, 'SIGUSR2');
      looks++;
      for (let tries = 0; tries < 50; tries++) {
        await sleep(200);
        const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
        if (lines.length >= looks) return JSON.parse(lines[looks - 1]);
      }
      return undefined;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function benchBlock(kind) {
  const database = kind === 'pglite' ? await preparePglite(TOURS) : await preparePostgres(process.env.DATABASE_URL, TOURS);
  const probe = memoryProbe();
  let server;
  try {
    const bare = await baseline();
    server = await startBuiltServer({
      env: { ...process.env, ...database.env, ...probe.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' },
      dataDir: database.dataDir,
      nodeOptions: [...SERVER_NODE_OPTIONS, ...probe.nodeOptions],
      timeoutMs: 120_000,
    });
    const atStartMb = memoryMb(server.pid, 'VmRSS');
    const base = server.url;
    const readUrl = `${base}/api/routes/destinations`;
    const tokens = [];
    for (let index = 1; index <= UPLOADS; index++) tokens.push(await signIn(base, travellerEmail(index)));
    const quiet = (await load({ mode: 'read', url: readUrl, readers: READERS, seconds: QUIET_SECONDS })).reads;
    const breakdown = { before: await probe.look(server.pid) };

    // Resident memory every 100 ms from the moment the photos are ready until the last upload's answer.
    const before = { rssMb: memoryMb(server.pid, 'VmRSS'), hwmMb: memoryMb(server.pid, 'VmHWM') };
    let sampledPeak = 0;
    let sampler;
    const result = await load({ mode: 'uploads', base, readUrl, readers: READERS, tokens }, (line) => {
      if (!line.ready) return;
      before.rssMb = memoryMb(server.pid, 'VmRSS');
      sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryMb(server.pid, 'VmRSS'))), 100);
    });
    clearInterval(sampler);
    const atEnd = memoryMb(server.pid, 'VmRSS');
    const peakMb = memoryMb(server.pid, 'VmHWM');

    // Then every second for a minute, with nobody using the server.
    const settling = [];
    for (let second = 1; second <= SETTLE_SECONDS; second++) {
      await sleep(1000);
      settling.push(memoryMb(server.pid, 'VmRSS'));
    }
    breakdown.after = await probe.look(server.pid);
    const underAfter = settling.findIndex((mb) => mb < targets.settledRssMb);
    return {
      kind,
      label: database.label,
      bare,
      quiet,
      during: result.reads,
      uploads: result.uploads,
      imageMegabytes: result.imageMegabytes,
      breakdown,
      memory: { atStartMb, before, sampledPeak: Math.max(sampledPeak, atEnd), peakMb, atEnd, settled: settling.at(-1), underAfterSeconds: underAfter === -1 ? undefined : underAfter + 1 },
    };
  } finally {
    await server?.stop();
    await database.cleanup();
    probe.cleanup();
  }
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '–');
const mb = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : '–');

function printBlock(block) {
  const { bare, quiet, during, uploads, memory } = block;
  console.log(`\n## ${block.label}: ${uploads.count} uploads of ${block.imageMegabytes.toFixed(1)} MB JPEG (4000 × 3000) at once, ${READERS} clients reading Destinations\n`);
  console.log('| reading | req/s | p50 ms | p99 ms | max ms | errors | p99 / node:http p99 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const row = (name, reads) => console.log(`| ${name} | ${reads.requestsPerSecond.toFixed(0)} | ${ms(reads.p50)} | ${ms(reads.p99)} | ${ms(reads.max)} | ${reads.errors} | ${(reads.p99 / bare.p99).toFixed(1)}× |`);
  row('bare node:http (baseline)', bare);
  row('Destinations, quiet', quiet);
  row('Destinations, during the uploads', during);
  console.log(`\nUploads: all ${uploads.count} answered in ${uploads.seconds.toFixed(1)} s (p50 ${ms(uploads.p50 / 1000)} s, slowest ${ms(uploads.max / 1000)} s), ${uploads.errors} failed${uploads.errors ? ` (statuses ${uploads.statuses.join(', ')}: ${uploads.firstError})` : ''}.`);
  console.log(
    `Server RSS: ${mb(memory.atStartMb)} once started, ${mb(memory.before.rssMb)} before the uploads, peak ${mb(memory.peakMb)} (VmHWM; ${mb(memory.sampledPeak)} sampled during the uploads), ${mb(memory.atEnd)} at the last answer, ${mb(memory.settled)} ${SETTLE_SECONDS} s later` +
      `${memory.underAfterSeconds ? ` (under ${targets.settledRssMb} MB after ${memory.underAfterSeconds} s)` : ''}.`,
  );
  if (block.breakdown.before && block.breakdown.after) {
    console.log(`\nWhere the memory is (MB; bench/memory-probe.mjs), before the uploads and ${SETTLE_SECONDS} s after, each before and after a forced garbage collection:\n`);
    const keys = ['rss', 'heapTotal', 'external', 'arrayBuffers', 'mainArena', 'otherAnonymous', 'files'];
    console.log(`| when | ${keys.join(' | ')} |`);
    console.log(`| --- |${keys.map(() => ' ---: |').join('')}`);
    for (const [when, look] of [['before the uploads', block.breakdown.before], [`${SETTLE_SECONDS} s after`, block.breakdown.after]]) {
      for (const [moment, values] of [['', look.before], [', after GC', look.afterGc]]) console.log(`| ${when}${moment} | ${keys.map((key) => values[key]).join(' | ')} |`);
    }
  }
}

function checkTargets(block) {
  const checks = [
    [`Destinations p99 during the uploads < ${targets.destinationsP99Ms} ms`, block.during.p99 < targets.destinationsP99Ms, `${ms(block.during.p99)} ms`],
    [`every upload answered 201`, block.uploads.errors === 0, `${block.uploads.errors} failed`],
    [`peak RSS < ${targets.maxPeakRssMb} MB`, block.memory.peakMb < targets.maxPeakRssMb, mb(block.memory.peakMb)],
    [`RSS ${SETTLE_SECONDS} s after the uploads < ${targets.settledRssMb} MB`, block.memory.settled < targets.settledRssMb, mb(block.memory.settled)],
  ];
  console.log('');
  for (const [name, met, measured] of checks) console.log(`${met ? 'PASS' : 'MISS'}  ${block.label}: ${name} (${measured})`);
  return checks.filter(([, met]) => !met).length;
}

if (!existsSync(path.join(repositoryRoot, 'apps/server/dist/main.js'))) {
  console.log('Building the server first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`# Yatrika upload benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${UPLOADS} uploads, ${READERS} readers, ${TOURS} tours; databases: ${DATABASES.join(', ')}${process.env.DATABASE_URL ? '' : ' (set DATABASE_URL for PostgreSQL too)'}.`,
);
let misses = 0;
for (const kind of DATABASES) {
  const block = await benchBlock(kind);
  printBlock(block);
  misses += checkTargets(block);
}
if (misses > 0) {
  console.log(`\n${misses} target${misses === 1 ? '' : 's'} missed.`);
  process.exitCode = 1;
} else {
  console.log('\nEvery target met.');
}
