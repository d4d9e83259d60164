import { orderPurposes } from '@yatrika/contract/booking-ledger';
import { paymentMethods } from '@yatrika/contract/payment-methods';
import type { Party, PriceLine } from '@yatrika/contract/price-calculation';
import type { Traveller } from '@yatrika/contract/travellers';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

export const paymentOrderStatuses = ['created', 'paid', 'failed'] as const;
export const orderRefundStatuses = ['pending', 'processed', 'failed'] as const;
/** Why a paid order that never became a booking is refunded (contract: refundReasons). */
export const orderRefundReasons = ['no_booking_details', 'sold_out', 'tour_unavailable', 'booking_refused', 'promo_code_used_up', 'not_owed'] as const;

/**
 * What the traveller asked to book, priced and snapshotted when the order was
 * made, so a paid order can always become a booking, even if the tour changes
 * or disappears before the payment is confirmed.
 */
export interface OrderBookingDetails {
  tourId: string;
  fullName: string;
  phone: string;
  bookingDate: string;
  /** The departure's start time; absent on orders made before start times (read as the tour's first). */
  startTime?: string;
  /** Seats the party takes. */
  numPeople: number;
  /** The party by person type; absent on orders from before person types: `numPeople` adults. */
  party?: Party;
  /** The price's lines as quoted when the order was made; their sum is the order's amount. */
  lines?: PriceLine[];
  /** The promo code the lines apply, as the operator wrote it; its use is counted when the payment is confirmed. */
  promoCode?: string;
  /** The party by name, the one booking first; absent when the client sent none. */
  travellers?: Traveller[];
  pricePaise: number;
  tourTitle: string;
  tourLocation: string;
  /** The traveller's GSTIN and business for the tax invoice (decision 033); absent when not given. */
  gstin?: string;
  businessName?: string;
  /**
   * Paid by advance (decision 035): the order's amount is the advance; the booking's total and the
   * day its balance is due, as offered when the order was made. Absent: paid in full.
   */
  advance?: { totalPaise: number; balanceDueOn: string };
}

/** The balance of a booking paid by advance (decision 035): what the booking owed when the order was opened. */
export interface BalanceTopUp {
  kind: 'balance';
  amountDuePaise: number;
}

/**
 * What an order toward an existing booking pays for, snapshotted when it was opened, so the
 * booking's module can check on payment that it still owes exactly that. A union by `kind`: each
 * purpose adds its own member (a difference for a new date or a larger party adds its own), and
 * plan-changes' applyPaidTopUp switches on it.
 */
export type TopUpDetails = BalanceTopUp | RescheduleTopUp | PartyTopUp;

/**
 * A traveller's move to a dearer date (decision 036): the departure the booking was on and the one
 * it moves to (whose seats a hold keeps for the order), and the booking priced there, as quoted
 * when the order was opened. On payment plan-changes moves it if it is still as it was.
 */
export interface RescheduleTopUp {
  kind: 'reschedule';
  from: { date: string; startTime: string };
  to: { date: string; startTime: string };
  /** The booking's total when the order was opened; the order's amount is `totalPaise` minus it. */
  previousTotalPaise: number;
  totalPaise: number;
  lines: PriceLine[];
  /** The adult price on the new date. */
  pricePaise: number;
  /** Seats the party takes on the new date. */
  numPeople: number;
  /** Opened after free cancellation ended: the moved booking keeps its late cancellation terms (decision 042). */
  keepsLateTerms?: boolean;
}

/**
 * A traveller's larger (dearer) party (decision 036): the party before and after, priced as quoted
 * when the order was opened; the newcomers' seats are kept by a hold on the booking's departure.
 */
export interface PartyTopUp {
  kind: 'party';
  previousTotalPaise: number;
  previousNumPeople: number;
  party: Party;
  numPeople: number;
  totalPaise: number;
  lines: PriceLine[];
  travellers: Traveller[] | null;
}

/** A payment order at the provider, bound to the traveller who created it. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (`order_…`). */
    id: text('id').primaryKey(),
    /** Null once the account is deleted: the order stays for the money trail. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt'),
    bookingDetails: jsonb('booking_details').$type<OrderBookingDetails>(),
    status: text('status', { enum: paymentOrderStatuses }).notNull().default('created'),
    paymentId: text('payment_id'),
    paidAt: timestampMs('paid_at'),
    /**
     * The booking this order paid for (made from it, or for an order toward an existing booking, the
     * booking its money was applied to). No foreign key on purpose: an administrator may
     * delete the booking, and the order must stay used, or it could pay for a second one. Unique
     * among `booking` orders only: a booking is made by one order, then paid toward by others.
     */
    bookingId: uuid('booking_id'),
    /**
     * What the order pays for (decision 035): a new booking (`booking`, with `booking_details`), or
     * the balance or a difference toward the existing booking `for_booking_id`, described by `top_up`.
     * An order toward a booking sets `booking_id` too, once its money is applied; until then it is
     * paid and unbooked like any other, so reconciliation applies it or refunds it.
     */
    purpose: text('purpose', { enum: orderPurposes }).notNull().default('booking'),
    /** The booking an order toward an existing booking is for; null for `booking` orders. No foreign key, like `booking_id`. */
    forBookingId: uuid('for_booking_id'),
    topUp: jsonb('top_up').$type<TopUpDetails>(),
    /**
     * The refund of a paid order that never became a booking (a booking's own refund, after a
     * cancel, lives on the booking). Set once, by reconciliation, while the order is locked and
     * has no booking; from then on no booking can use the order. `pending` without a refund id:
     * decided, not yet accepted by the provider; `failed`: refused or unreachable, retried.
     */
    refundStatus: text('refund_status', { enum: orderRefundStatuses }),
    refundReason: text('refund_reason', { enum: orderRefundReasons }),
    refundId: text('refund_id'),
    refundAmountPaise: bigint('refund_amount_paise', { mode: 'number' }),
    refundRequestedAt: timestampMs('refund_requested_at'),
    refundedAt: timestampMs('refunded_at'),
    /** Reconciliation's backoff for this order: how often it has been retried, and not before when again. */
    retryCount: integer('retry_count').notNull().default(0),
    retryAt: timestampMs('retry_at'),
    /**
     * How the money was taken: `online` through the provider, or offline by the operator for a
     * booking taken by phone (decision 020), paid when recorded, its `payment_id` ours (`offline_…`)
     * and `payment_reference` what the traveller read out (a UPI or bank transfer reference).
     */
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('online'),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_orders_payment_id_key').on(t.paymentId),
    // One order makes a booking; orders toward it afterwards (a balance, a difference) are many.
    uniqueIndex('payment_orders_booking_id_key').on(t.bookingId).where(sql`${t.purpose} = 'booking'`),
    index('payment_orders_for_booking_idx').on(t.forBookingId).where(sql`${t.forBookingId} is not null`),
    check('payment_orders_purpose_check', sql`${t.purpose} in ('booking', 'balance', 'difference')`),
    // An order toward a booking names it and what it pays; an order for a new booking names neither.
    check('payment_orders_purpose_target', sql`(${t.purpose} = 'booking') = (${t.forBookingId} is null and ${t.topUp} is null)`),
    index('payment_orders_user_paid_idx').on(t.userId, t.paidAt.desc().nullsFirst()),
    // The traveller's and the operator's payment lists, newest first.
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payment_orders_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check('payment_orders_currency_check', sql`${t.currency} = 'INR'`),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'failed')`),
    check('payment_orders_paid_has_payment', sql`${t.status} <> 'paid' or (${t.paymentId} is not null and ${t.paidAt} is not null)`),
    check('payment_orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'cash', 'upi', 'bank_transfer')`),
    // An offline payment is recorded paid, never waiting on the provider.
    check('payment_orders_offline_paid', sql`${t.paymentMethod} = 'online' or ${t.status} = 'paid'`),
    check('payment_orders_refund_status_check', sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'processed', 'failed')`),
    // Money goes back only for a paid order that bought nothing: never a booking and a refund.
    check('payment_orders_refund_only_unbooked', sql`${t.refundStatus} is null or (${t.status} = 'paid' and ${t.bookingId} is null)`),
    // What reconciliation looks for: orders never seen paid, paid orders without a booking, refunds to retry.
    index('payment_orders_created_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
    index('payment_orders_unbooked_idx').on(t.paidAt).where(sql`${t.status} = 'paid' and ${t.bookingId} is null and ${t.refundStatus} is null`),
    index('payment_orders_refund_retry_idx').on(t.retryAt).where(sql`${t.refundStatus} in ('pending', 'failed')`),
    // The dashboard's revenue of the last 30 days: payments captured and refunds processed, by when.
    index('payment_orders_paid_at_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    index('payment_orders_refunded_at_idx').on(t.refundedAt).where(sql`${t.refundStatus} = 'processed'`),
  ],
);

/** Provider webhook events already handled, by event id: a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestampMs('received_at').notNull().defaultNow(),
});

/**
 * The sandbox provider's own books: its orders and payments, kept in the
 * database so every instance of the server answers for the same sandbox.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  createdAt: createdAt(),
});

export const sandboxPaymentStatuses = ['captured', 'failed', 'refunded'] as const;

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `refunded` once its refunds add up to the whole amount; partly refunded stays `captured`, as at the provider. */
    status: text('status', { enum: sandboxPaymentStatuses }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Like the provider, an order takes one successful payment; failed attempts are unlimited.
    uniqueIndex('sandbox_payments_one_success_per_order').on(t.orderId).where(sql`${t.status} <> 'failed'`),
    check('sandbox_payments_status_check', sql`${t.status} in ('captured', 'failed', 'refunded')`),
  ],
);

/** The sandbox provider's refunds: several per payment, each once per idempotency key, never above what was captured. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    /** The same key answers the same refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('sandbox_refunds_payment_key').on(t.paymentId, t.idempotencyKey), check('sandbox_refunds_amount_positive', sql`${t.amountPaise} > 0`)],
);
