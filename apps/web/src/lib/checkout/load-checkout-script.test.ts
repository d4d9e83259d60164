import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutConstructor } from './checkout-types.ts';
import type { loadCheckoutScript as LoadCheckoutScriptFn } from './load-checkout-script.ts';

type LoadCheckoutScript = typeof LoadCheckoutScriptFn;

const src = '/api/payment/sandbox/checkout.js';
const Checkout = function FakeRazorpay() {} as unknown as CheckoutConstructor;
let added: HTMLScriptElement[] = [];
let loadCheckoutScript: LoadCheckoutScript;

beforeEach(async () => {
  added = [];
  // A fresh module: nothing loaded yet.
  vi.resetModules();
  ({ loadCheckoutScript } = await import('./load-checkout-script.ts'));
  // The test plays the browser: it decides when a script has loaded or failed.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.Razorpay;
});

describe('loadCheckoutScript', () => {
  it('adds the script once and resolves with window.Razorpay when it has loaded', async () => {
    const first = loadCheckoutScript(src);
    const second = loadCheckoutScript(src);
    expect(added).toHaveLength(1);
    expect(added[0]!.getAttribute('src')).toBe(src);
    window.Razorpay = Checkout;
    added[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Checkout);
    await expect(second).resolves.toBe(Checkout);
    await expect(loadCheckoutScript(src)).resolves.toBe(Checkout);
    expect(added).toHaveLength(1);
  });

  it('rejects when the script fails to load, and tries again next time', async () => {
    const attempt = loadCheckoutScript(src);
    added[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('failed to load');

    const retry = loadCheckoutScript(src);
    expect(added).toHaveLength(2);
    window.Razorpay = Checkout;
    added[1]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(Checkout);
  });

  it('rejects when the script loads without window.Razorpay', async () => {
    const attempt = loadCheckoutScript(src);
    added[0]!.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('without window.Razorpay');
  });
});
