// `npm test`: everything this machine can run, and a clear word about what it skips.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Note: TEST_DATABASE_URL is not set, so the integration suite runs on embedded PGlite only.');
  console.log('      Set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL too.\n');
}

if (!process.env.TEST_REDIS_URL) {
  console.log('Note: TEST_REDIS_URL is not set, so the shared (Redis) login rate limit test is skipped.\n');
}

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
