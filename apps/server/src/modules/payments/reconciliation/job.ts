import { defineJob } from '../../../jobs/types.ts';
import { RECONCILE_JOB, reconcileOnce, type ReconcileDeps } from './run.ts';

/**
 * Reconciliation as a background job: the runner runs it in one instance at a time, every
 * RECONCILE_INTERVAL_SECONDS or when an operator asks, and keeps its summary as the job's result
 * (the Payments screen shows the last one). A run that dies mid-way is taken over once its lease
 * runs out; every step is safe to repeat (run.ts).
 */
export const reconciliationJob = (deps: ReconcileDeps) =>
  defineJob<unknown>({
    name: RECONCILE_JOB,
    run: (_payload, { now }) => reconcileOnce(deps, now),
  });
