// `npm test`: everything this machine can run, and a clear word about what it skips.
// Arguments go straight to Vitest (`npm test -- --project web`); without them the API and component
// suites run first and the browser journeys after, so the two never compete for the CPU.
import { spawnSync } from 'node:child_process';
import { findChromium, knownChromiumLocations } from '../e2e/support/chromium.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Note: TEST_DATABASE_URL is not set, so the integration suite runs on embedded PGlite only.');
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
if (suites !== 0 || !chromium) process.exit(suites);

console.log(`\nBrowser journeys in ${chromium}:\n`);
process.exit(vitest(['--project', 'e2e']));
