import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What changed, as the triggers of migration 0004 announce it on the channel yatrika_changes:
 * a table ('tours', 'users'), one signed-out token, or 'everything' when this instance may have
 * missed announcements (its PostgreSQL listener reconnected).
 */
export type Change = { kind: 'table'; table: string } | { kind: 'revoked_token'; jti: string } | { kind: 'everything' };

export const CHANGES_CHANNEL = 'yatrika_changes';

/**
 * Changes committed by any instance on the database, this one included. What an instance keeps
 * in memory stays correct by forgetting on each change; while `live()` is false (the listener is
 * reconnecting) nothing may be served from memory, because announcements can be lost meanwhile.
 */
export interface ChangeFeed {
  subscribe(listener: (change: Change) => void): () => void;
  live(): boolean;
  /**
   * Resolves once this instance has heard every change committed before the call. A write
   * that others remember (a sign-out) awaits it before answering: by then PostgreSQL has sent
   * the announcement to every listening instance, and this one has acted on it.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export function parseChange(payload: string): Change {
  if (payload.startsWith('revoked_token:')) return { kind: 'revoked_token', jti: payload.slice('revoked_token:'.length) };
  return { kind: 'table', table: payload };
}

class Listeners {
  private readonly all = new Set<(change: Change) => void>();
  subscribe(listener: (change: Change) => void) {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }
  emit(change: Change) {
    for (const listener of this.all) listener(change);
  }
}

/**
 * PGlite: one process owns the database (data-dir lock), and PGlite runs a notification's
 * listeners as soon as the statement (or its transaction) commits, before the query resolves.
 * So memory is never behind the database, and sync() has nothing to wait for.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => listeners.emit(parseChange(payload)));
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    live: () => true,
    sync: async () => {},
    close: () => unlisten(),
  };
}

/**
 * PostgreSQL: one dedicated connection LISTENs (a pooled one would be handed to queries).
 * If it drops, every instance-local memory is forgotten and stays unused until the listener is
 * back, since changes committed meanwhile were announced to nobody here.
 */
export async function postgresChangeFeed(url: string, pool: pg.Pool, onError: (error: Error) => void): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const waiting = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let syncCounter = 0;
  const syncPrefix = `sync:${process.pid}:${Math.random().toString(36).slice(2)}:`;

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        onError(error);
        scheduleRetry();
      });
    }, 1000);
  };

  const lost = (error?: Error) => {
    if (error) onError(error);
    connected = false;
    client = undefined;
    listeners.emit({ kind: 'everything' });
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
    scheduleRetry();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    // Only the current connection's end matters (an old one may report late).
    next.on('error', (error) => client === next && !closed && lost(error));
    next.on('end', () => client === next && !closed && lost());
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith(syncPrefix)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      if (!payload.startsWith('sync:')) listeners.emit(parseChange(payload));
    });
    await next.connect();
    await next.query(`listen ${CHANGES_CHANNEL}`);
    client = next;
    connected = true;
    // Whatever was remembered before the listener was back may be out of date.
    listeners.emit({ kind: 'everything' });
  }

  await connect();
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    live: () => connected,
    sync: async () => {
      if (!client || !connected) return;
      const marker = `${syncPrefix}${syncCounter++}`;
      const heard = new Promise<void>((resolve) => waiting.set(marker, resolve));
      // Notifications reach each listener in commit order, whichever session sent them: hearing
      // this one means the earlier ones arrived. Sent from the pool, so the listener's own
      // connection only ever listens.
      try {
        await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, marker]);
      } catch {
        // The database is unreachable: the write this follows failed too, there is nothing to hear.
        waiting.delete(marker);
        return;
      }
      await heard;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      connected = false;
      client = undefined;
      for (const resolve of waiting.values()) resolve();
      await current?.end().catch(() => {});
    },
  };
}
