/**
 * Whether this instance is on its way out. `drain()` is called first on shutdown (main.ts), and
 * again by the app as it closes: from then on `/health/ready` answers 503, so a load balancer
 * takes the instance out of rotation while it still serves the requests it is sent.
 */
export interface InstanceLifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createInstanceLifecycle(): InstanceLifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
