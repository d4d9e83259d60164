// `npm test`: everything this machine can run, and a clear word about what it skips.
// Arguments go straight to Vitest (`npm test -- --project web`); without them the API and component
// suites run first and the browser journeys after, so the two never compete for the CPU.
import { spawn, spawnSync } from 'node:child_process';
import { findChromium, knownChromiumLocations } from '../e2e/support/chromium.mjs';
import { buildIfStale } from './lib/build.mjs';
import { findNginx } from './scale-out/nginx.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Note: TEST_DATABASE_URL is not set, so the integration suite and the crash check run on embedded PGlite only.');
  console.log('      Set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL too.\n');
}

if (!process.env.TEST_REDIS_URL) {
  console.log('Note: TEST_REDIS_URL is not set, so the shared (Redis) login rate limit test is skipped.\n');
}

// The Vitest config includes the e2e project by the same rule.
const chromium = findChromium();
if (!chromium) {
  console.log(`Note: Chromium was not found (CHROMIUM_PATH, ${knownChromiumLocations.join(', ')}),`);
  console.log('      so the browser journeys in e2e/ are SKIPPED. Install it (apt-get install -y chromium) to run them.\n');
}

const node = (script, env = {}) => spawnSync(process.execPath, [script], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const vitest = (args) => spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' }).status ?? 1;

const extraArgs = process.argv.slice(2);
if (extraArgs.length > 0) process.exit(vitest(extraArgs));

// Each step's wall time, printed as it ends and all together at the end (docs/reliability.md, "Time in CI").
const began = Date.now();
const times = [];
function step(name, run) {
  const start = Date.now();
  const status = run();
  recordStep(name, start, status);
  return status;
}
function recordStep(name, start, status) {
  times.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  console.log(`\n${name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${Math.round((Date.now() - start) / 1000)} s`);
}
/** Runs a Node script to its end, keeping what it prints (to show in one piece) rather than passing it through. */
function nodeCollecting(script, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}
function finish(status) {
  console.log(`\nnpm test: ${times.join(', ')}; ${Math.round((Date.now() - began) / 1000)} s in all.`);
  process.exit(status);
}

// unit* and web* take in unit-isolated and web-isolated, the files that replace modules (vitest.config.ts).
const suites = step('Unit, component and integration suites', () => vitest(['--project', 'unit*', '--project', 'web*', '--project', 'integration-*']));
if (suites !== 0) finish(suites);

if (chromium) {
  console.log(`\nBrowser journeys in ${chromium}:\n`);
  const journeys = step('Browser journeys', () => vitest(['--project', 'e2e']));
  if (journeys !== 0) finish(journeys);
}

// Each first-visit page's JavaScript against its budget (bench/size.mjs), on the build the journeys
// used, so a feature cannot quietly make them heavier: every script the landing-like pages fetch in
// Chromium until the network is idle. Without Chromium (no journeys either) it counts a fresh web
// build's manifest instead, and says that this count leaves out what a page imports once it runs.
const budgets = step('Bundle budgets', () => {
  if (!chromium) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@yatrika/web'], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) return build.status ?? 1;
  }
  return node('bench/size.mjs');
});
if (budgets !== 0) finish(budgets);

// The built server killed with SIGKILL at random moments (docs/reliability.md): on PGlite always,
// on PostgreSQL too when TEST_DATABASE_URL names a server. 5 rounds here (ROUNDS changes it);
// `npm run test:crash` runs the full 20. The two databases' runs go side by side, each a server and
// a writer that mostly wait on each other (77 s one after the other on the 2-core machine, 63 s
// together); what each printed is shown in one piece when both have ended.
const rounds = process.env.ROUNDS ?? '5';
console.log(`\nCrash recovery, ${rounds} rounds (npm run test:crash runs 20):\n`);
const crashStarted = Date.now();
buildIfStale(); // once, here: each run would otherwise build a stale app, both at the same time
const crashRuns = await Promise.all(
  (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).map((kind) => nodeCollecting('scripts/crash/run.mjs', { ROUNDS: rounds, DATABASES: kind })),
);
for (const run of crashRuns) process.stdout.write(run.output);
const crash = crashRuns.find((run) => run.status !== 0)?.status ?? 0;
recordStep('Crash recovery', crashStarted, crash);
if (crash !== 0) finish(crash);

// Two instances behind nginx, one killed mid-load: needs PostgreSQL and nginx.
if (!process.env.TEST_DATABASE_URL || !findNginx()) {
  console.log('\nNote: the scale-out check (npm run test:scale-out) is SKIPPED: it needs TEST_DATABASE_URL and nginx (apt-get install -y nginx).');
  finish(0);
}
console.log('\nScale-out (npm run test:scale-out):\n');
finish(step('Scale-out', () => node('scripts/scale-out/run.mjs')));
