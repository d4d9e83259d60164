import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, PoolUse } from '../../db/client.ts';
import type { InstanceLifecycle } from '../../lib/instance-lifecycle.ts';
import { createMetrics } from './metrics.ts';
import { readiness } from './readiness.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A probe of the instance itself (`/health/…`, `/metrics`): answered while the app closes (the
     * readiness then says so), and left out of the request metrics.
     */
    instanceHealth?: boolean;
  }
}

export interface HealthOptions {
  db: Database;
  lifecycle: InstanceLifecycle;
  /** METRICS_TOKEN; undefined: `/metrics` answers 404. */
  metricsToken: string | undefined;
  graceSeconds: number;
  poolUse?: (() => PoolUse) | undefined;
}

/**
 * Probes are asked every few seconds by load balancers and scrapers: never logged one by one
 * (`logLevel: 'silent'` also quiets Fastify's request lines), never cached, never rate limited
 * (no limit is global), hidden from the API document.
 */
const probe = { logLevel: 'silent', config: { instanceHealth: true }, schema: { hide: true } } as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * How an instance says how it is (README, "Behind a load balancer"): `/health/live` (the process
 * answers), `/health/ready` (it should be sent requests: its database answers with every migration
 * applied and it is not shutting down) and, with METRICS_TOKEN, Prometheus metrics at `/metrics`.
 * Registered before the modules (and across the whole app, through fastify-plugin) so every route's
 * answers are counted.
 */
async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  app.get('/health/live', probe, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/health/ready', probe, async (_request, reply) => {
    const state = await readiness(options.db, options.lifecycle);
    reply.header('Cache-Control', 'no-store');
    return state.ready ? reply.send({ status: 'ok' }) : reply.status(503).send({ status: 'unavailable', reason: state.reason });
  });

  const token = options.metricsToken;
  if (token === undefined) {
    // Registered all the same, so the address is not taken for a page of the web app.
    app.get('/metrics', probe, async (request, reply) => reply.status(404).send({ message: `No such endpoint: GET ${request.url.split('?')[0]}` }));
    return;
  }
  const metrics = createMetrics({ db: options.db, log: app.log.child({ component: 'metrics' }), graceSeconds: options.graceSeconds, poolUse: options.poolUse });
  const expected = digest(`Bearer ${token}`);
  app.addHook('onResponse', async (request, reply) => {
    if (!request.routeOptions.config.instanceHealth) metrics.observe(request, reply);
  });
  app.get('/metrics', probe, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Compared as digests of equal length, in constant time.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ message: 'The metrics need the token set in METRICS_TOKEN.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export default fp(healthRoutes, { name: 'instance-health' });
