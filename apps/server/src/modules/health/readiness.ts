import type { Database } from '../../db/client.ts';
import { migrationsApplied } from '../../db/migration-state.ts';
import type { InstanceLifecycle } from '../../lib/instance-lifecycle.ts';

/** Longer than this and the database counts as not answering: a probe must not hang as long as the load balancer waits. */
const DATABASE_ANSWER_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: 'draining' | 'database unavailable' | 'migrations pending' };

/**
 * Whether this instance should be sent requests: not on its way out, and its database answers
 * (one small query, which also says whether every migration this code ships is applied).
 */
export async function readiness(db: Database, lifecycle: InstanceLifecycle): Promise<Readiness> {
  if (lifecycle.draining) return { ready: false, reason: 'draining' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DATABASE_ANSWER_MS)));
  try {
    const migrated = await Promise.race([migrationsApplied(db), late]);
    if (migrated === 'late') return { ready: false, reason: 'database unavailable' };
    if (!migrated) return { ready: false, reason: 'migrations pending' };
  } catch {
    return { ready: false, reason: 'database unavailable' };
  } finally {
    clearTimeout(timer);
  }
  // Asked again: shutdown may have begun while the query ran.
  return lifecycle.draining ? { ready: false, reason: 'draining' } : { ready: true };
}
