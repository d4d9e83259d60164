import type { AdminSearchTerms } from '@yatrika/contract/admin-search';
import { bookingReference } from '@yatrika/contract/booking-reference';
import type { AdminPayment, CheckoutOutcome, AttentionReason, PaymentRecord, PaymentRecordStatus, RefundReason } from '@yatrika/contract/payment-records';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { bookingRefunds, bookings } from '../../../db/schema/bookings.ts';
import { paymentLinks } from '../../../db/schema/payment-links.ts';
import { paymentOrders } from '../../../db/schema/payments.ts';
import { tours } from '../../../db/schema/tours.ts';
import { todayInIndia } from '@yatrika/contract/dates';
import { users } from '../../../db/schema/users.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';
import { paiseToRupees } from '../../../lib/money.ts';
import { answeredRefundStatus, isRefundByHand } from '../../money/public.ts';
import { toAdminPaymentLink } from '../../checkout/public.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../../lib/pagination.ts';

/**
 * What became of a payment, in one SQL expression so the lists, the status filter and the
 * dashboard count agree. A refund decided for the order itself (it never became a booking)
 * or one made after its booking was cancelled both count.
 */
/** A booking's cancel refund: the refund row with the booking's own id (decision 042). */
const cancelRefund = alias(bookingRefunds, 'cancel_refund');
const withCancelRefund = eq(cancelRefund.id, bookings.id);

const recordStatus = sql<PaymentRecordStatus>`case
  when ${paymentOrders.status} = 'created' then 'created'
  when ${paymentOrders.status} = 'failed' then 'failed'
  when ${paymentOrders.refundStatus} = 'processed' or ${cancelRefund.status} in ('processed', 'handed_back') then 'refunded'
  when ${paymentOrders.refundStatus} is not null or ${cancelRefund.status} is not null then 'refund_pending'
  when ${paymentOrders.bookingId} is not null then 'booked'
  else 'paid' end`;

/** How long a refund may stay pending before an operator should look at it. */
const REFUND_PENDING_ATTENTION_MS = 3_600_000;

/**
 * Why a payment needs an operator, each rule one SQL condition, so the lists, the filter, the
 * reason and the dashboard count agree. Reads `tours` joined on the booking.
 */
function attentionRules(now: Date, graceSeconds: number): [AttentionReason, SQL][] {
  const graceEnded = new Date(now.getTime() - graceSeconds * 1000);
  const hourAgo = new Date(now.getTime() - REFUND_PENDING_ATTENTION_MS);
  // A paid booking still to come that a withdrawal stranded (before withdrawals settled their
  // bookings, decision 014, or by a change made straight in the database).
  const stillToCome = sql`${bookings.status} in ('pending', 'booked') and ${bookings.bookingDate} >= ${todayInIndia(now)}`;
  // A refund of the booking (its cancel's, or of part of it: decisions 023 and 042) in this state.
  const partialRefund = (condition: SQL) =>
    sql`exists (select 1 from ${bookingRefunds} where ${bookingRefunds.bookingId} = ${bookings.id} and ${condition})`;
  return [
    ['unbooked', sql`${paymentOrders.status} = 'paid' and ${paymentOrders.bookingId} is null and ${paymentOrders.refundStatus} is null and ${paymentOrders.paidAt} <= ${graceEnded}`],
    ['refund_failed', sql`${paymentOrders.refundStatus} = 'failed' or ${partialRefund(sql`${bookingRefunds.status} = 'failed'`)}`],
    [
      'refund_late',
      sql`(${paymentOrders.refundStatus} = 'pending' and ${paymentOrders.refundRequestedAt} <= ${hourAgo}) or ${partialRefund(sql`${bookingRefunds.status} = 'pending' and ${bookingRefunds.createdAt} <= ${hourAgo}`)}`,
    ],
    // Paid offline and cancelled, or part of it refunded: no provider can refund it; the operator hands it back (decisions 020, 023).
    ['refund_by_hand', partialRefund(sql`${bookingRefunds.status} = 'manual'`)],
    ['tour_withdrawn', sql`${stillToCome} and (${bookings.tourId} is null or ${tours.status} <> 'active')`],
    ['account_deleted', sql`${stillToCome} and ${bookings.userId} is null`],
  ];
}

// coalesce: a comparison with a null column (an unpaid order's paid_at) is null, not false.
const holds = (condition: SQL) => sql`coalesce((${condition}), false)`;

/** Needs an operator: any rule of attentionRules. */
function needsAttention(now: Date, graceSeconds: number): SQL<boolean> {
  return sql<boolean>`(${sql.join(
    attentionRules(now, graceSeconds).map(([, condition]) => holds(condition)),
    sql` or `,
  )})`;
}

/** The first rule that holds, or null. */
function attentionReason(now: Date, graceSeconds: number): SQL<AttentionReason | null> {
  const cases = attentionRules(now, graceSeconds).map(([reason, condition]) => sql`when ${holds(condition)} then ${reason}`);
  return sql<AttentionReason | null>`(case ${sql.join(cases, sql` `)} else null end)`;
}

const recordColumns = {
  id: paymentOrders.id,
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  amountPaise: paymentOrders.amountPaise,
  status: recordStatus,
  bookingId: paymentOrders.bookingId,
  orderRefundStatus: paymentOrders.refundStatus,
  orderRefundPaise: paymentOrders.refundAmountPaise,
  orderRefundReason: paymentOrders.refundReason,
  bookingRefundStatus: cancelRefund.status,
  bookingRefundPaise: cancelRefund.amountPaise,
};

type RefundStatus = 'pending' | 'processed' | 'failed';
type BookingRefundStatus = RefundStatus | 'manual' | 'handed_back';

interface RecordRow {
  id: string;
  createdAt: Date;
  paidAt: Date | null;
  amountPaise: number;
  status: PaymentRecordStatus;
  bookingId: string | null;
  orderRefundStatus: RefundStatus | null;
  orderRefundPaise: number | null;
  orderRefundReason: string | null;
  bookingRefundStatus: BookingRefundStatus | null;
  bookingRefundPaise: number | null;
}

function toRecord(row: RecordRow): PaymentRecord {
  const refund = row.orderRefundStatus
    ? {
        amount: paiseToRupees(row.orderRefundPaise ?? row.amountPaise),
        status: row.orderRefundStatus,
        reason: (row.orderRefundReason ?? 'booking_refused') as RefundReason,
        byHand: false,
      }
    : row.bookingRefundStatus
      ? {
          amount: paiseToRupees(row.bookingRefundPaise ?? row.amountPaise),
          status: answeredRefundStatus(row.bookingRefundStatus),
          reason: 'booking_canceled' as const,
          byHand: isRefundByHand(row.bookingRefundStatus),
        }
      : null;
  return {
    orderId: row.id,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    refund,
  };
}

/** The traveller's payment orders, newest first. */
export async function listMyPayments(db: Database, userId: string, { limit, cursor }: PageRequest): Promise<Page<PaymentRecord>> {
  const rows = await db
    .select(recordColumns)
    .from(paymentOrders)
    .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .leftJoin(cancelRefund, withCancelRefund)
    .where(and(eq(paymentOrders.userId, userId), afterCursor(paymentOrders.createdAt, paymentOrders.id, cursor)))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return { nextCursor: page.nextCursor, items: page.items.map(toRecord) };
}

export interface PaymentFilter {
  status?: PaymentRecordStatus | undefined;
  attentionOnly?: boolean;
  /** The operator's search (admin-search.ts), with the sub-selects that find its bookings and accounts. */
  search?: { terms: AdminSearchTerms; bookingIds: SQL; accountIds: SQL } | undefined;
  now: Date;
  graceSeconds: number;
  /** How long an unpaid checkout holds its seats: after that, never paid reads as abandoned. */
  holdMinutes: number;
}

/**
 * How the checkout ended (contract: checkoutOutcomes); a declined order is `failed`, one never paid
 * past its hold abandoned. A payment link's hold is the link's life: in progress until it runs out
 * or is withdrawn (decision 024).
 */
function checkoutOutcome(now: Date, holdMinutes: number): SQL<CheckoutOutcome> {
  const holdEnded = new Date(now.getTime() - holdMinutes * 60_000);
  return sql<CheckoutOutcome>`case
    when ${paymentOrders.status} = 'paid' then 'paid'
    when ${paymentOrders.status} = 'failed' then 'declined'
    when ${paymentLinks.orderId} is not null then
      case when ${paymentLinks.withdrawnAt} is not null or ${paymentLinks.expiresAt} <= ${now} then 'abandoned' else 'in_progress' end
    when ${paymentOrders.createdAt} <= ${holdEnded} then 'abandoned'
    else 'in_progress' end`;
}

/**
 * An order found by the search: its booking (reference, names, phone, account), the account
 * that paid, what the order itself was opened for (an order that never became a booking), or
 * its own id.
 */
function matchesSearch({ terms, bookingIds, accountIds }: NonNullable<PaymentFilter['search']>): SQL {
  const pattern = containsPattern(terms.text);
  const conditions = [
    sql`${paymentOrders.bookingId} in ${bookingIds}`,
    sql`${paymentOrders.userId} in ${accountIds}`,
    sql`${paymentOrders.bookingDetails} ->> 'fullName' ilike ${pattern}`,
    sql`${paymentOrders.id} ilike ${pattern}`,
  ];
  if (terms.phonePart) conditions.push(sql`phone_search_key(${paymentOrders.bookingDetails} ->> 'phone') like ${`%${terms.phonePart}%`}`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Every payment order, newest first, with who paid and whether it needs an operator. */
export async function listAllPayments(db: Database, filter: PaymentFilter, { limit, cursor }: PageRequest): Promise<Page<AdminPayment>> {
  const attention = needsAttention(filter.now, filter.graceSeconds);
  const rows = await db
    .select({
      ...recordColumns,
      paymentId: paymentOrders.paymentId,
      orderStatus: paymentOrders.status,
      method: paymentOrders.paymentMethod,
      paymentReference: paymentOrders.paymentReference,
      needsAttention: attention,
      attentionReason: attentionReason(filter.now, filter.graceSeconds),
      checkoutOutcome: checkoutOutcome(filter.now, filter.holdMinutes),
      bookingNumber: bookings.number,
      tourTitle: sql<string | null>`coalesce(${bookings.tourTitle}, ${paymentOrders.bookingDetails} ->> 'tourTitle')`,
      travellerName: sql<string | null>`coalesce(${bookings.fullName}, ${paymentOrders.bookingDetails} ->> 'fullName', nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''))`,
      user: { id: users.id, username: users.username, email: users.email },
      link: paymentLinks,
    })
    .from(paymentOrders)
    .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .leftJoin(cancelRefund, withCancelRefund)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(paymentLinks, eq(paymentLinks.orderId, paymentOrders.id))
    .where(
      and(
        filter.status ? sql`${recordStatus} = ${filter.status}` : undefined,
        filter.attentionOnly ? attention : undefined,
        filter.search ? matchesSearch(filter.search) : undefined,
        afterCursor(paymentOrders.createdAt, paymentOrders.id, cursor),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      ...toRecord(row),
      paymentId: row.paymentId,
      method: row.method,
      paymentReference: row.paymentReference,
      needsAttention: row.needsAttention,
      attentionReason: row.attentionReason,
      reference: row.bookingNumber === null ? null : bookingReference(row.bookingNumber),
      tourTitle: row.tourTitle,
      travellerName: row.travellerName,
      checkoutOutcome: row.checkoutOutcome,
      paymentLink: row.link ? toAdminPaymentLink(row.link, row.orderStatus, filter.now) : null,
      user: row.user ? { _id: row.user.id, username: row.user.username, email: row.user.email } : null,
    })),
  };
}

/** How many payments need an operator now. */
export async function countNeedingAttention(db: Database, now: Date, graceSeconds: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(paymentOrders)
    .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .leftJoin(cancelRefund, withCancelRefund)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(needsAttention(now, graceSeconds));
  return row?.total ?? 0;
}
