import { useSandboxPayments } from '../../lib/payment-mode.ts';

/**
 * A strip above every page while the server runs the sandbox payment provider, which marks any order
 * paid: nobody should take a booking made here for a real one. It sits in the page's flow (never over
 * the header or the content) and is a status, read out once when it appears.
 */
export function TestModeRibbon() {
  const sandbox = useSandboxPayments();
  if (!sandbox) return null;
  return (
    <div role="status" className="border-b border-amber-500 bg-amber-200 px-4 py-1.5 text-center text-sm font-semibold text-amber-950">
      Test mode: payments are not real
    </div>
  );
}
