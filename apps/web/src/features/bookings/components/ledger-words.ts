import type { Booking, LedgerEntry } from '@yatrika/contract/bookings';

/**
 * The payments toward a booking after the one it was made with (decision 035): a balance, a
 * difference for a new date or a larger party. The first payment is the receipt's own line
 * ("Advance paid online"), so only these are listed beside it, oldest first as the ledger keeps them.
 */
export function laterPayments(booking: Pick<Booking, 'ledger'>): LedgerEntry[] {
  return (booking.ledger ?? []).filter((entry) => entry.kind === 'payment' && (entry.purpose === 'balance' || entry.purpose === 'difference'));
}

const purposeWords = { balance: 'Balance', difference: 'Difference' } as const;

/** "Balance paid online", "Difference paid offline". */
export function laterPaymentLabel(entry: LedgerEntry): string {
  const what = entry.purpose === 'difference' ? purposeWords.difference : purposeWords.balance;
  return `${what} paid ${entry.channel === 'online' ? 'online' : 'offline'}`;
}
