import type { BookingDetails } from '@yatrika/contract/bookings';
import type { CreateOrderResponse } from '@yatrika/contract/payments';
import { apiFetch } from '../../../lib/api-client.ts';

export interface CreateOrderInput {
  /** Paise; left out, the server prices the booking itself (what this app does). */
  amount?: number;
  currency: 'INR';
  receipt: string;
  /** Sent so the server computes the amount itself and saves the booking when the payment is verified. */
  booking: BookingDetails;
  /** Paying in parts (decision 035): `advance` pays the tour's advance now; left out, the full amount. */
  payment?: 'full' | 'advance';
}

/** `POST /api/payment/create-order` */
export function createOrder(input: CreateOrderInput) {
  return apiFetch<CreateOrderResponse>('/payment/create-order', { method: 'POST', body: input });
}
