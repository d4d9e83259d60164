import { sql } from 'drizzle-orm';
import { bookingEventKinds } from '@yatrika/contract/operator-bookings';
import { ledgerChannels, ledgerKinds, ledgerPaymentPurposes, ledgerRefundReasons, paymentPlans } from '@yatrika/contract/booking-ledger';
import { offlinePaymentMethods } from '@yatrika/contract/payment-methods';
import type { Party, PriceLine } from '@yatrika/contract/price-calculation';
import type { Traveller } from '@yatrika/contract/travellers';
import { bigint, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { paymentOrders } from './payments.ts';
import { resellers } from './resellers.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * Who collected the booking's money: Yatrika (its checkout, a phone booking, a payment link), or the
 * reseller who sold it (decision 039), which the operator settles with the reseller outside
 * Yatrika: such a booking has no payment order, is not Yatrika's revenue and is never refunded by it.
 */
export const bookingCollectors = ['yatrika', 'reseller'] as const;

export const bookingStatuses = ['pending', 'booked', 'canceled', 'completed'] as const;
/**
 * `manual` and `handed_back` are refunds of a payment taken offline (decision 020): owed by hand,
 * never sent to the provider, then handed back by the operator.
 */
export const refundStatuses = ['pending', 'processed', 'failed', 'manual', 'handed_back'] as const;

/**
 * A booking keeps a snapshot of the tour as it was booked, so editing or
 * deleting the tour later never rewrites a traveller's history.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /**
     * The source of the booking's short reference (packages/contract/src/booking-reference.ts):
     * 1, 2, 3… for bookings made before migration 0042; since then the database's
     * `next_booking_number()`, a permutation of the sequence keyed by the installation's secret
     * (decision 041), so the reference says nothing of how many bookings there are.
     */
    number: bigint('number', { mode: 'number' }).notNull().default(sql`next_booking_number()`),
    /** Null once the account is deleted: the booking stays for the money trail. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    tourTitle: text('tour_title').notNull(),
    tourLocation: text('tour_location').notNull(),
    tourImage: text('tour_image'),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /**
     * The party by name, the one booking first; null when the client sent no names. Kept on the
     * row like the tour snapshot: always read and written whole with its booking (decision 017).
     */
    travellers: jsonb('travellers').$type<Traveller[]>(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    /**
     * The departure date the cancellation policy counts from, when it is not `booking_date`: a
     * traveller who moved the booking after its free cancellation had ended keeps the late terms
     * of the date they left (decision 042), so no move makes a later cancel worth more than
     * cancelling then. Null: the booking's own date.
     */
    policyDate: date('policy_date', { mode: 'string' }),
    /** The departure's start time on that date ("HH:MM", India): with tour and date, the departure it sits on. */
    startTime: text('start_time').notNull(),
    /** The seats the party takes (an infant on a lap takes none): what every seat count adds up. */
    numPeople: integer('num_people').notNull(),
    /** The party by person type (decision 029); null on bookings that name none: `numPeople` adults. */
    party: jsonb('party').$type<Party>(),
    /** The price's line items as charged (priceBooking); null on older bookings: one line, `numPeople` × `pricePaise`. */
    priceLines: jsonb('price_lines').$type<PriceLine[]>(),
    // GST invoices (decision 033): the traveller's own registration, given at checkout; null for most.
    gstin: text('gstin'),
    businessName: text('business_name'),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    packingList: text('packing_list'),
    /** The paid order this booking was made from; unique, so an order pays for one booking. */
    orderId: text('order_id').references(() => paymentOrders.id),
    paymentId: text('payment_id'),
    /** The reseller who sold it through the OCTO API (decision 039); null for Yatrika's own bookings. */
    resellerId: uuid('reseller_id').references(() => resellers.id, { onDelete: 'restrict' }),
    /** The reseller's own reference for it (OCTO's `resellerReference`), as they sent it; only with a reseller. */
    resellerReference: text('reseller_reference'),
    collectedBy: text('collected_by', { enum: bookingCollectors }).notNull().default('yatrika'),
    /**
     * Part payment (decision 035): `advance` when the traveller paid an advance and owes the rest of
     * `total_paise` by `balance_due_on` (India date); the due date is cleared once the balance is
     * paid, so a booking with a due date is one that still owes its balance.
     */
    paymentPlan: text('payment_plan', { enum: paymentPlans }).notNull().default('full'),
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A reseller's bookings by trip date (the commission report), and found by their own reference.
    index('bookings_reseller_date_idx').on(t.resellerId, t.bookingDate).where(sql`${t.resellerId} is not null`),
    index('bookings_reseller_reference_idx').on(t.resellerId, t.resellerReference).where(sql`${t.resellerReference} is not null`),
    check('bookings_collected_by_check', sql`${t.collectedBy} in ('yatrika', 'reseller')`),
    // Money the reseller collected belongs to a reseller's booking, which has no order of Yatrika's.
    check('bookings_collected_by_reseller', sql`${t.collectedBy} = 'yatrika' or (${t.resellerId} is not null and ${t.orderId} is null)`),
    check('bookings_reseller_reference_reseller', sql`${t.resellerReference} is null or ${t.resellerId} is not null`),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Seats taken on a departure: the bookings of a tour on a date at a start time.
    index('bookings_tour_date_idx').on(t.tourId, t.bookingDate, t.startTime),
    // Every tour's seats on one date, for lists filtered by date (departures/unbookable-tours.ts).
    index('bookings_date_idx').on(t.bookingDate),
    // The dashboard's bookings waiting for a decision: few next to all bookings, counted often.
    index('bookings_pending_date_idx').on(t.bookingDate).where(sql`${t.status} = 'pending'`),
    unique('bookings_order_id_key').on(t.orderId),
    unique('bookings_number_key').on(t.number),
    index('bookings_payment_idx').on(t.paymentId),
    // The operator's search (packages/contract/src/admin-search.ts): any part of the reference,
    // the lead's name, the phone's digits. The functions are made in migration 0020.
    index('bookings_reference_key_trgm_idx').using('gin', sql`booking_reference_key(${t.number}) gin_trgm_ops`),
    index('bookings_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('bookings_phone_key_trgm_idx').using('gin', sql`phone_search_key(${t.phone}) gin_trgm_ops`),
    check('bookings_people_positive', sql`${t.numPeople} >= 1`),
    check('bookings_total_positive', sql`${t.totalPaise} > 0`),
    check('bookings_status_check', sql`${t.status} in ('pending', 'booked', 'canceled', 'completed')`),
    check('bookings_payment_plan_check', sql`${t.paymentPlan} in ('full', 'advance')`),
    // Only a booking paid by advance can owe a balance.
    check('bookings_balance_due_by_advance', sql`${t.balanceDueOn} is null or ${t.paymentPlan} = 'advance'`),
    // The reminders' and the lapse job's bookings: those still owing a balance, by due date.
    index('bookings_balance_due_idx').on(t.balanceDueOn).where(sql`${t.balanceDueOn} is not null`),
  ],
);

/**
 * Where a ledger row's money came from, so each is written once however often its path runs:
 * a payment order (`order`, by its id), money collected offline for a larger party
 * (`collection`, a booking_collections id) or a refund (`refund`, a booking_refunds id).
 */
export const ledgerSources = ['order', 'collection', 'refund'] as const;

/**
 * A booking's ledger (decision 035): one row per payment toward it and per refund of it, written
 * in the transaction that moves or decides the money, by modules/money only. A refund is a row
 * when it is decided (its progress at the provider stays on its refund), so paid − refunded is what
 * the booking keeps. Amounts in paise, always positive; the kind says which way.
 */
export const bookingLedger = pgTable(
  'booking_ledger',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** A payment's purpose (full, advance, balance, difference); null on refunds. */
    purpose: text('purpose', { enum: ledgerPaymentPurposes }),
    /** A refund's reason; null on payments. */
    reason: text('reason', { enum: ledgerRefundReasons }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    channel: text('channel', { enum: ledgerChannels }).notNull(),
    /**
     * The provider's payment: the one a payment row captured, or the one a refund row gives back from;
     * null by hand. A booking paid in parts holds money on several payments, refunded each from its own.
     */
    paymentId: text('payment_id'),
    source: text('source', { enum: ledgerSources }).notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_ledger_booking_idx').on(t.bookingId, t.createdAt, t.id),
    unique('booking_ledger_source_key').on(t.source, t.sourceId),
    check('booking_ledger_amount_positive', sql`${t.amountPaise} > 0`),
    check('booking_ledger_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('booking_ledger_channel_check', sql`${t.channel} in ('online', 'offline')`),
    check('booking_ledger_online_has_payment', sql`(${t.channel} = 'online') = (${t.paymentId} is not null)`),
    check('booking_ledger_source_check', sql`${t.source} in ('order', 'collection', 'refund')`),
    check('booking_ledger_purpose_check', sql`${t.purpose} is null or ${t.purpose} in ('full', 'advance', 'balance', 'difference')`),
    check('booking_ledger_reason_check', sql`${t.reason} is null or ${t.reason} in ('cancel', 'lapsed', 'party_reduced', 'cancel_by_hand', 'difference', 'rescheduled')`),
    // A payment says what for, a refund why; never both.
    check('booking_ledger_kind_detail', sql`(${t.kind} = 'payment') = (${t.purpose} is not null) and (${t.kind} = 'refund') = (${t.reason} is not null)`),
  ],
);

/**
 * The operator's changes to a booking and their notes, oldest first: who, when, what. Written
 * only by modules/bookings, in the transaction of the change it records; gone with its booking.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once the operator's account is deleted; the name stays. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    kind: text('kind', { enum: bookingEventKinds }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_events_booking_created_idx').on(t.bookingId, t.createdAt, t.id),
    check('booking_events_kind_check', sql`${t.kind} in ('accepted', 'canceled', 'moved', 'note', 'refund_handed_back', 'party_changed')`),
  ],
);

/**
 * Why a booking gives money back: its cancel (`cancel`, the refund from its first payment, or owed
 * by hand when that was taken offline), the part of a cancel collected offline beside an online
 * payment (`cancel_by_hand`) or paid by a later payment (`cancel_balance`), a smaller party or a
 * cheaper date (contract: partyRefundReasons for the last four).
 */
export const refundReasons = ['cancel', 'party_reduced', 'cancel_by_hand', 'cancel_balance', 'rescheduled'] as const;

/**
 * Every refund of a booking, one row each (decisions 023 and 042): how much, from which provider
 * payment (none by hand), and its progress there. Each has its own idempotency key at the provider
 * (its id; a cancel's refund from the first payment has the booking's id, as it always had), its
 * own status (`manual`, `handed_back` by hand) and its own backoff, so reconciliation retries a
 * failed one. Written only by modules/money, in the transaction that decides the refund, beside its
 * ledger row.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: id(),
    /** Gone with its booking; deleting is refused while one is outstanding (deleteBooking). */
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: refundReasons }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The captured payment refunded at the provider; null for a refund by hand. */
    paymentId: text('payment_id'),
    status: text('status', { enum: refundStatuses }).notNull(),
    refundId: text('refund_id'),
    /** How a refund by hand was handed back; only once handed back. */
    reference: text('reference'),
    retryCount: integer('retry_count').notNull().default(0),
    retryAt: timestampMs('retry_at'),
    refundedAt: timestampMs('refunded_at'),
    createdAt: createdAt(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_refunds_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_refunds_refund_idx').on(t.refundId),
    // What reconciliation looks for: refunds to ask for again, and accepted ones still in progress.
    index('booking_refunds_retry_idx').on(t.retryAt).where(sql`${t.status} in ('pending', 'failed')`),
    // The dashboard's revenue: refunds given back in the last 30 days, by when.
    index('booking_refunds_refunded_at_idx').on(t.refundedAt).where(sql`${t.status} in ('processed', 'handed_back')`),
    check('booking_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('booking_refunds_reason_check', sql`${t.reason} in ('cancel', 'party_reduced', 'cancel_by_hand', 'cancel_balance', 'rescheduled')`),
    check('booking_refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed', 'manual', 'handed_back')`),
    // A refund by hand has no provider payment; one through the provider always has one.
    check('booking_refunds_channel', sql`(${t.status} in ('manual', 'handed_back')) = (${t.paymentId} is null)`),
    check('booking_refunds_by_hand_no_provider', sql`${t.status} not in ('manual', 'handed_back') or ${t.refundId} is null`),
    check('booking_refunds_reference_handed_back', sql`${t.reference} is null or ${t.status} = 'handed_back'`),
  ],
);

/**
 * Money the operator collected offline for a larger party (decision 023): its amount, how and the
 * reference, one row per change. Written only by modules/money, in the change's transaction.
 */
export const bookingCollections = pgTable(
  'booking_collections',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method', { enum: offlinePaymentMethods }).notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_collections_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_collections_amount_positive', sql`${t.amountPaise} > 0`),
    check('booking_collections_method_check', sql`${t.method} in ('cash', 'upi', 'bank_transfer')`),
  ],
);
