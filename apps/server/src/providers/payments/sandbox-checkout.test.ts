import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour } from '../../../test/support/tours.ts';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, verify } from '../../../test/support/payments.ts';

/**
 * The sandbox checkout script in a simulated browser page, against the real
 * server listening on a port.
 */
let t: TestApp;
let base: string;
let traveller: SignedIn;
let keyId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  traveller = await signUpTraveller(t.app);
  keyId = (await t.app.inject({ method: 'GET', url: '/api/payment/config' })).json().keyId;
});
afterAll(() => t.close());

interface CheckoutWindow {
  Razorpay: new (options: object) => { open(): void; close(): void; on(event: string, callback: (response: unknown) => void): void };
}

/**
 * A page of our site with the checkout script in it. The script's text comes from the
 * server and runs inline (happy-dom would fetch a src synchronously, blocking this
 * process's own server); its dialog then calls the pay endpoint over real HTTP.
 */
async function pageWithCheckout() {
  const source = (await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' })).body;
  const window = new Window({ url: `${base}/tours/1`, settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true } });
  const script = window.document.createElement('script');
  script.textContent = source;
  window.document.body.appendChild(script);
  return { window, document: window.document, Razorpay: (window as unknown as CheckoutWindow).Razorpay };
}

async function order(pricePaise: number, numPeople: number) {
  const tour = await insertTour(t.db, { pricePaise });
  return (await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople }) })).json().order as { id: string; amount: number };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

const key = (window: Window, name: string, shiftKey = false) =>
  window.document.dispatchEvent(new window.KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true }));

describe('the sandbox checkout script', () => {
  it('opens an accessible dialog with the amount in rupees, and Pay hands back a confirmation the server verifies', async () => {
    const { window, document, Razorpay } = await pageWithCheckout();
    const paid = await order(6_172_800, 2);
    let confirmation: Record<string, string> | undefined;
    const checkout = new Razorpay({
      key: keyId,
      amount: paid.amount,
      currency: 'INR',
      name: 'Yatrika',
      description: 'Backwaters of Kumarakom',
      order_id: paid.id,
      prefill: { name: 'Asha Verma', contact: '9876543210' },
      theme: { color: '#0f5f5c' },
      handler: (response: Record<string, string>) => {
        confirmation = response;
      },
    });
    checkout.open();

    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Yatrika');
    expect(dialog.textContent).toContain('₹1,23,456');
    expect(dialog.textContent).toContain(paid.id);
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Pay ₹1,23,456', 'Fail', 'Cancel']);

    // Focus starts on Pay and stays inside the dialog.
    expect(document.activeElement).toBe(buttons[0]);
    key(window, 'Tab');
    expect(document.activeElement).toBe(buttons[1]);
    key(window, 'Tab');
    key(window, 'Tab');
    expect(document.activeElement).toBe(buttons[0]);
    key(window, 'Tab', true);
    expect(document.activeElement).toBe(buttons[2]);

    buttons[0]!.click();
    await until(() => confirmation !== undefined);
    expect(Object.keys(confirmation!).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const verified = await verify(t.app, traveller, confirmation!);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().booking.totalPrice).toBe(123_456);
    await window.happyDOM.close();
  });

  it('Fail reports payment.failed and keeps the dialog open; Escape dismisses it', async () => {
    const { window, document, Razorpay } = await pageWithCheckout();
    const declined = await order(100_000, 1);
    const failures: { error: { description: string; reason: string; step: string; metadata: { order_id: string } } }[] = [];
    let dismissed = 0;
    let handled = 0;
    const checkout = new Razorpay({ key: keyId, amount: declined.amount, order_id: declined.id, handler: () => handled++, modal: { ondismiss: () => dismissed++ } });
    checkout.on('payment.failed', (response) => failures.push(response as (typeof failures)[number]));
    checkout.open();

    const fail = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Fail')!;
    fail.click();
    await until(() => failures.length === 1);
    expect(failures[0]!.error).toMatchObject({ description: 'Payment declined by the bank (sandbox).', reason: 'payment_failed', step: 'payment_authorization', metadata: { order_id: declined.id } });
    expect(document.querySelector('[role="status"]')!.textContent).toContain('Payment declined by the bank (sandbox).');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();

    key(window, 'Escape');
    expect(dismissed).toBe(1);
    expect(handled).toBe(0);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await window.happyDOM.close();
  });

  it('Cancel calls modal.ondismiss; close() does not', async () => {
    const { window, document, Razorpay } = await pageWithCheckout();
    let dismissed = 0;
    const checkout = new Razorpay({ key: keyId, amount: 100, order_id: 'order_NotUsedHere001', modal: { ondismiss: () => dismissed++ } });
    checkout.open();
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    expect(dismissed).toBe(1);
    checkout.open();
    checkout.close();
    expect(dismissed).toBe(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(() => new Razorpay({ amount: 100 })).toThrow('No key passed');
    await window.happyDOM.close();
  });
});
