import type { PaymentConfirmation, PaymentFailure } from '@yatrika/contract/payments';

/**
 * The part of the provider's checkout (`window.Razorpay`) we use. The sandbox's script,
 * served by our own API, exposes the same interface.
 */
export interface CheckoutOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentConfirmation) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  on(event: 'payment.failed', callback: (response: { error: PaymentFailure }) => void): void;
  open(): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}
