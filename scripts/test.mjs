// `npm test`: everything this machine can run, and a clear word about what it skips.
// Arguments go straight to Vitest (`npm test -- --project web`); without them the API and component
// suites run first and the browser journeys after, so the two never compete for the CPU.
import { spawnSync } from 'node:child_process';
import { findChromium, knownChromiumLocations } from '../e2e/support/chromium.mjs';
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

const vitest = (args) => spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' }).status ?? 1;

const extraArgs = process.argv.slice(2);
if (extraArgs.length > 0) process.exit(vitest(extraArgs));

const suites = vitest(['--project', 'unit', '--project', 'web', '--project', 'integration-*']);
if (suites !== 0) process.exit(suites);

if (chromium) {
  console.log(`\nBrowser journeys in ${chromium}:\n`);
  const journeys = vitest(['--project', 'e2e']);
  if (journeys !== 0) process.exit(journeys);
}

// The built server killed with SIGKILL at random moments (docs/reliability.md): on PGlite always,
// on PostgreSQL too when TEST_DATABASE_URL names a server.
const node = (script, env = {}) => spawnSync(process.execPath, [script], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
console.log('\nCrash recovery (npm run test:crash):\n');
const crash = node('scripts/crash/run.mjs', process.env.TEST_DATABASE_URL ? {} : { DATABASES: 'pglite' });
if (crash !== 0) process.exit(crash);

// Two instances behind nginx, one killed mid-load: needs PostgreSQL and nginx.
if (!process.env.TEST_DATABASE_URL || !findNginx()) {
  console.log('\nNote: the scale-out check (npm run test:scale-out) is SKIPPED: it needs TEST_DATABASE_URL and nginx (apt-get install -y nginx).');
  process.exit(0);
}
console.log('\nScale-out (npm run test:scale-out):\n');
process.exit(node('scripts/scale-out/run.mjs'));
