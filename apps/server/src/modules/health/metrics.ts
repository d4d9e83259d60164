import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolUse } from '../../db/client.ts';
import { jobQueueState, type JobQueueState } from '../../jobs/queue-state.ts';
import { safeError } from '../../lib/log-safety.ts';
import { countUnbookedOrders } from '../checkout/public.ts';
import { outboxState, type OutboxState } from '../emails/public.ts';

export interface MetricsOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** PAID_ORDER_GRACE_SECONDS: a paid order without a booking counts as backlog once past it. */
  graceSeconds: number;
  /** The PostgreSQL pool's connections; none on PGlite. */
  poolUse?: (() => PoolUse) | undefined;
}

export interface Metrics {
  registry: Registry;
  /** Records one answered request (onResponse). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

interface Snapshot {
  jobs: JobQueueState[];
  outbox: OutboxState;
  reconciliationBacklog: number;
}

/**
 * What the queries read once per scrape: the gauges' collect() calls all share one reading (taken at
 * most once a second), and nothing is read between scrapes. A reading that fails leaves the gauges
 * empty for that scrape and is logged; the request metrics and the process's are still answered.
 */
function oneReadingPerScrape(read: () => Promise<Snapshot | undefined>): () => Promise<Snapshot | undefined> {
  let last: { at: number; reading: Promise<Snapshot | undefined> } | undefined;
  return () => {
    const at = Date.now();
    if (!last || at - last.at > 1000) last = { at, reading: read() };
    return last.reading;
  };
}

/**
 * The instance's Prometheus metrics, in a registry of its own (every app built in one process, as
 * tests do, has its own): the process's and Node's defaults (event-loop delay among them), requests
 * by route pattern and status class, and the queues this instance's operator watches.
 */
export function createMetrics({ db, log, graceSeconds, poolUse }: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern (unmatched: no route) and status class, and how long each took',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const reading = oneReadingPerScrape(async () => {
    const now = new Date();
    try {
      const [jobs, outbox, reconciliationBacklog] = await Promise.all([jobQueueState(db, now), outboxState(db), countUnbookedOrders(db, now, graceSeconds)]);
      return { jobs, outbox, reconciliationBacklog };
    } catch (error) {
      log.warn({ err: safeError(error) }, 'metrics: the queues could not be read');
      return undefined;
    }
  });

  const perJob = (name: string, help: string, value: (job: JobQueueState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['name'] as const,
      registers: [registry],
      async collect() {
        const snapshot = await reading();
        this.reset();
        for (const job of snapshot?.jobs ?? []) this.set({ name: job.name }, value(job));
      },
    });
  perJob('yatrika_jobs_due', 'Queued jobs whose time has come, not yet taken by a runner, by job name', (job) => job.due);
  perJob('yatrika_jobs_running', 'Jobs running now on any instance, by job name', (job) => job.running);
  perJob('yatrika_jobs_failed', 'Jobs failed for good (every attempt spent), by job name', (job) => job.failed);
  perJob('yatrika_jobs_oldest_due_age_seconds', 'How long the oldest due job has waited past its time, by job name', (job) => job.oldestDueSeconds);

  new Gauge({
    name: 'yatrika_email_outbox',
    help: 'Emails waiting to be sent (queued) and refused for good (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const snapshot = await reading();
      this.reset();
      if (!snapshot) return;
      this.set({ status: 'queued' }, snapshot.outbox.queued);
      this.set({ status: 'failed' }, snapshot.outbox.failed);
    },
  });

  new Gauge({
    name: 'yatrika_reconciliation_backlog',
    help: 'Paid orders with neither a booking nor a refund past PAID_ORDER_GRACE_SECONDS: what payment reconciliation has still to settle',
    registers: [registry],
    async collect() {
      const snapshot = await reading();
      this.reset();
      if (snapshot) this.set(snapshot.reconciliationBacklog);
    },
  });

  if (poolUse) {
    new Gauge({
      name: 'yatrika_db_pool_connections',
      help: "This instance's PostgreSQL connections: open (total), idle, and queries waiting for one (waiting)",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  return {
    registry,
    observe(request, reply) {
      requests.observe(
        {
          method: request.method,
          // The pattern (`/api/routes/tours/:id`), never the address: one series per route, whatever is asked.
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}
