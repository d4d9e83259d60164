import type { FastifyInstance } from 'fastify';
import { safeError } from '../../../lib/log-safety.ts';
import { runReconciliation, type ReconcileDeps } from './run.ts';

/**
 * Runs reconciliation every `intervalSeconds` in this instance once it is ready, and stops
 * with it: closing waits for a run in progress, so a deploy never cuts one short on purpose
 * (and a crash mid-run is safe anyway: see run.ts). Every instance schedules it; the lease
 * lets one run at a time. 0 schedules nothing (an operator can still run it from the admin).
 */
export function scheduleReconciliation(app: FastifyInstance, deps: ReconcileDeps, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runReconciliation(deps).catch((error: unknown) => {
      deps.log.error({ err: safeError(error) }, 'reconciliation run failed; the next one tries again');
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalSeconds * 1000);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
