import type { CheckoutConstructor } from './checkout-types.ts';

let loading: Promise<CheckoutConstructor> | undefined;

/**
 * Adds the checkout script to the page once and resolves with `window.Razorpay`.
 * A failed load is forgotten, so the next attempt tries again.
 */
export function loadCheckoutScript(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;

  const attempt = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else fail(new Error('The checkout script loaded without window.Razorpay'));
    };
    script.onerror = () => fail(new Error(`The checkout script failed to load: ${src}`));
    function fail(error: Error) {
      script.remove();
      reject(error);
    }
    document.head.append(script);
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}
