import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { bookingLedger, bookings } from '../../../src/db/schema/bookings.ts';
import { taxDocuments } from '../../../src/db/schema/invoices.ts';
import { paymentOrders, sandboxPayments, sandboxRefunds } from '../../../src/db/schema/payments.ts';

// What the tables say about money, read straight from them: the one place the money model and the
// fixed examples read the ledger, the tax documents and the sandbox provider's own books, so a
// change of those tables is one change here.

export interface BookingBooks {
  paidPaise: number;
  refundedPaise: number;
}

/** What the booking's ledger says was paid toward it and refunded of it, every channel together. */
export async function booksOf(db: Database, bookingId: string): Promise<BookingBooks> {
  const rows = await db.select().from(bookingLedger).where(eq(bookingLedger.bookingId, bookingId));
  const sum = (kind: 'payment' | 'refund') => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountPaise, 0);
  return { paidPaise: sum('payment'), refundedPaise: sum('refund') };
}

/** The booking's tax invoice total and its credit notes' total, in paise (null: no invoice). */
export async function taxDocumentsOf(db: Database, bookingId: string) {
  const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));
  const invoices = documents.filter((document) => document.kind === 'invoice');
  const creditNotes = documents.filter((document) => document.kind === 'credit_note');
  return {
    invoicePaise: invoices.length === 0 ? null : invoices.reduce((sum, document) => sum + document.totalPaise, 0),
    creditNotesPaise: creditNotes.reduce((sum, document) => sum + document.totalPaise, 0),
    creditNotes: creditNotes.map((document) => document.totalPaise),
  };
}

export const bookingRow = async (db: Database, bookingId: string) => (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

/** The sandbox provider's captured payments of these orders, each with what it refunded. */
export async function sandboxBooks(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const payments = await db.select().from(sandboxPayments).where(and(inArray(sandboxPayments.orderId, orderIds), inArray(sandboxPayments.status, ['captured', 'refunded'])));
  if (payments.length === 0) return [];
  const refunds = await db.select().from(sandboxRefunds).where(inArray(sandboxRefunds.paymentId, payments.map((payment) => payment.id)));
  return payments.map((payment) => ({
    paymentId: payment.id,
    orderId: payment.orderId,
    capturedPaise: payment.amountPaise,
    refundedPaise: refunds.filter((refund) => refund.paymentId === payment.id).reduce((sum, refund) => sum + refund.amountPaise, 0),
  }));
}

export const ordersById = (db: Database, orderIds: string[]) => (orderIds.length === 0 ? Promise.resolve([]) : db.select().from(paymentOrders).where(inArray(paymentOrders.id, orderIds)));
