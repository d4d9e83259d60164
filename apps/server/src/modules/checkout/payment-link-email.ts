import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly } from '@yatrika/contract/price-calculation';
import type { Executor } from '../../db/client.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { queueEmail } from '../emails/public.ts';

export interface PaymentLinkEmail {
  orderId: string;
  userId: string;
  to: string;
  details: OrderBookingDetails;
  amountPaise: number;
  payUrl: string;
  expiresAt: Date;
  /** Which sending this is (1 the first): each is its own message. */
  sending: number;
}

/** Queues the traveller's email with the payment link, in the transaction that sends (or sends again) the link. */
export async function queuePaymentLinkEmail(tx: Executor, email: PaymentLinkEmail): Promise<void> {
  await queueEmail(tx, {
    eventKey: `payment-link:${email.orderId}:${email.sending}`,
    kind: 'payment-link',
    to: email.to,
    userId: email.userId,
    data: {
      orderId: email.orderId,
      fullName: email.details.fullName,
      tourTitle: email.details.tourTitle,
      tourLocation: email.details.tourLocation,
      bookingDate: email.details.bookingDate,
      numPeople: email.details.numPeople,
      party: fullParty(email.details.party ?? adultsOnly(email.details.numPeople)),
      totalPaise: email.amountPaise,
      payUrl: email.payUrl,
      expiresAt: email.expiresAt.toISOString(),
    },
  });
}
