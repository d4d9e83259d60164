// `npm run test:properties`: the property tests (apps/server/test/hostile-input.test.ts, the ledger of
// bookings paid in parts, apps/server/src/modules/bookings/part-payment-ledger.test.ts, and the money
// model, apps/server/test/money-model.test.ts) at full size, 125 generated requests per operation,
// 500 tokens and 5,000 money operations, on embedded PGlite
// and, when TEST_DATABASE_URL names a server, on PostgreSQL. `npm test` runs the same files at their small
// size (PROPERTY_RUNS unset). Arguments go on to Vitest.
import { spawnSync } from 'node:child_process';

const files = ['apps/server/test/hostile-input.test.ts', 'apps/server/src/modules/bookings/part-payment-ledger.test.ts', 'apps/server/test/money-model.test.ts'];
const projects = ['--project', 'integration-pglite'];
if (process.env.TEST_DATABASE_URL) projects.push('--project', 'integration-postgres');
else console.log('Note: TEST_DATABASE_URL is not set, so the property tests run on embedded PGlite only.\n');

const result = spawnSync('npx', ['vitest', 'run', ...projects, ...files, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PROPERTY_RUNS: process.env.PROPERTY_RUNS ?? 'full' },
});
process.exit(result.status ?? 1);
