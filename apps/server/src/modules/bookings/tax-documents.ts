import type { Executor } from '../../db/client.ts';
import { invoicedNetPaise, issueCreditNote } from '../invoices/public.ts';
import type { Settlement } from '../money/public.ts';
import type { BookingRow } from './booking-response.ts';

/**
 * GST after a cancel (decision 040): each refund has its credit note already (ledger.ts). A booking
 * paid by advance before payments were invoiced one by one has an invoice for its whole total; what
 * that invoice holds beyond what the booking keeps (the balance never paid) is credited too, so a
 * cancelled booking's invoices less its credit notes are what it keeps.
 */
export async function creditCancel(tx: Executor, row: BookingRow, settlement: Settlement, now: Date): Promise<void> {
  const beyondKept = (await invoicedNetPaise(tx, row.id)) - settlement.keptPaise;
  if (beyondKept > 0) await issueCreditNote(tx, { bookingId: row.id, amountPaise: beyondKept, refundKey: `cancel:${row.id}` }, now);
}
