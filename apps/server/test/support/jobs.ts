import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import { claimQueuedSingleton } from '../../src/jobs/claim.ts';
import { enqueueJob } from '../../src/jobs/enqueue.ts';
import { DEFAULT_LEASE_MS, type JobLog } from '../../src/jobs/types.ts';
import { createEmptyPostgresDatabase, createTestDatabase } from './database.ts';

/**
 * A test database that several instances can share, as behind a load balancer: on PostgreSQL each
 * `connect()` is another pool of connections to the same database, so two runners' statements
 * really overlap; PGlite has one connection in one process, so instances share its handle, as
 * they do in the other multi-instance tests.
 */
export interface SharedTestDatabase {
  handle: DatabaseHandle;
  /** The database URL on PostgreSQL (for a child process); undefined on PGlite. */
  url: string | undefined;
  /** Another instance's own handle to the same database. */
  connect(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

export async function createSharedTestDatabase(): Promise<SharedTestDatabase> {
  if (process.env.DB_KIND !== 'postgres') {
    const handle = await createTestDatabase();
    return { handle, url: undefined, connect: async () => ({ ...handle, close: async () => {} }), close: () => handle.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  // Dropping the database at the end terminates idle connections; that is expected here.
  const open = () => openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} });
  const handle = await open();
  await handle.migrate();
  const others: DatabaseHandle[] = [];
  return {
    handle,
    url: empty.url,
    connect: async () => {
      const other = await open();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await handle.close();
      await empty.drop();
    },
  };
}

/** A clock the test moves by hand: due times, leases and backoff follow it, and nothing sleeps. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Logs nothing; `lines` keeps the messages, for tests that look at what was reported. */
export function quietJobLog(): JobLog & { lines: string[] } {
  const lines: string[] = [];
  const keep = (_details: object, message: string) => void lines.push(message);
  return { lines, info: keep, warn: keep, error: keep };
}

/** A promise the test settles when it chooses: a job that runs until the test lets it finish. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Claims the singleton job `name` as another instance would, and never finishes it: the job is
 * running there, or that instance died, until the lease runs out.
 */
export async function claimAsAnotherInstance(db: Database, name: string, now: Date, leaseMs = DEFAULT_LEASE_MS): Promise<void> {
  await enqueueJob(db, { name, singletonKey: name, runAt: now });
  const claimed = await claimQueuedSingleton(db, { now, leaseMsByName: { [name]: leaseMs } }, name);
  if (!claimed) throw new Error(`could not claim job ${name}`);
}
