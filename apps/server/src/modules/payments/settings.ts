/** RECONCILE_INTERVAL_SECONDS and PAID_ORDER_GRACE_SECONDS (config.ts reads them). */
export interface ReconcileSettings {
  /** Seconds between scheduled runs; 0 runs reconciliation only when an operator asks. */
  intervalSeconds: number;
  /** How long a paid order may wait for the browser's verify before reconciliation settles it. */
  graceSeconds: number;
}
