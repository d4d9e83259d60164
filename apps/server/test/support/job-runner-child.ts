// A server instance reduced to its job runner, for the crash test: it takes the one due
// `crash-test` job, says so on stdout, and never finishes it, until the test kills it with SIGKILL.
import { openDatabase } from '../../src/db/client.ts';
import { createJobRunner } from '../../src/jobs/runner.ts';

const url = process.env.JOBS_CHILD_DATABASE_URL;
const leaseMs = Number(process.env.JOBS_CHILD_LEASE_MS);
if (!url || !(leaseMs > 0)) throw new Error('JOBS_CHILD_DATABASE_URL and JOBS_CHILD_LEASE_MS are required');

const database = await openDatabase({ kind: 'postgres', url, onIdleError: () => {} });
const log = { info: () => {}, warn: () => {}, error: () => {} };
const runner = createJobRunner({ db: database.db, log });
runner.register({
  name: 'crash-test',
  leaseMs,
  run: (_payload, context) => {
    process.stdout.write(`started ${context.id} attempt ${context.attempt}\n`);
    // A pending promise alone does not keep Node running; this timer does, until the kill.
    setInterval(() => {}, 60_000);
    return new Promise(() => {});
  },
});
await runner.runDueJobs();
