import type { Booking } from '@yatrika/contract/bookings';
import { namedParty } from '@yatrika/contract/travellers';
import { fullParty, priceAdultsOnly, priceLinesAnswer } from '@yatrika/contract/person-types';
import { adultsOnly, peopleInParty } from '@yatrika/contract/price-calculation';
import type { bookings } from '../../db/schema/bookings.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { PLACEHOLDER_PATH } from '../media/public.ts';
import { bookingReference } from './reference.ts';
import { answeredRefundStatus, isCancelRefund, isRefundByHand, type RefundRow } from '../money/public.ts';
import { effectiveStatus, todayInIndia } from './status.ts';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The one mapping from a bookings row to the API's booking. `refunds` are the booking's refunds
 * (money's refundsOf): its cancel's own refund is the answer's `refund`, as it has always been.
 */
export function toBookingResponse(row: BookingRow, today: string = todayInIndia(), refunds: readonly RefundRow[] = []): Booking {
  return {
    _id: row.id,
    reference: bookingReference(row.number),
    tourId: row.tourId,
    tour: { title: row.tourTitle, location: row.tourLocation, image: row.tourImage ?? PLACEHOLDER_PATH },
    pricePerPerson: paiseToRupees(row.pricePaise),
    totalPrice: paiseToRupees(row.totalPaise),
    ...priceOf(row),
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    numPeople: row.numPeople,
    status: effectiveStatus(row.status, row.bookingDate, today),
    packingList: row.packingList,
    fullName: row.fullName,
    phone: row.phone,
    ...travellersOf(row),
    payment:
      row.orderId && row.paymentId
        ? { orderId: row.orderId, paymentId: row.paymentId, amount: paiseToRupees(row.totalPaise), currency: 'INR' }
        : null,
    refund: cancelRefundAnswer(row.id, refunds),
    // Only on a reseller's booking: Yatrika's own answer exactly as before.
    ...(row.resellerId ? { reseller: { _id: row.resellerId, reference: row.resellerReference, paidToReseller: row.collectedBy === 'reseller' } } : {}),
    // Paying in parts (decision 035); the ledger's figures come with the booking's own lists (withPartyMoney).
    paymentPlan: row.paymentPlan,
    balanceDueOn: row.balanceDueOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The booking's cancel refund (the one from its first payment, or owed by hand) as its answer's `refund`; null when it has none. */
export function cancelRefundAnswer(bookingId: string, refunds: readonly RefundRow[]): Booking['refund'] {
  const own = refunds.find((refund) => refund.bookingId === bookingId && isCancelRefund(refund));
  if (!own) return null;
  return {
    id: own.refundId,
    amount: paiseToRupees(own.amountPaise),
    status: answeredRefundStatus(own.status),
    createdAt: (own.refundedAt ?? own.updatedAt).toISOString(),
    byHand: isRefundByHand(own.status),
    reference: own.reference,
  };
}

/**
 * The lines as charged, the total and the party by type. A booking kept from before person types
 * (no stored lines) answers one adult line of numPeople × its price per person.
 */
function priceOf(row: BookingRow): Pick<Booking, 'lines' | 'total' | 'party'> {
  const lines = row.priceLines ?? priceAdultsOnly(row.numPeople, row.pricePaise).lines;
  const party = row.party ?? adultsOnly(row.numPeople);
  return {
    lines: priceLinesAnswer(lines),
    total: paiseToRupees(row.totalPaise),
    party: fullParty(party),
  };
}

/** The party by name for the answer: the stored names, or the one booking and how many are unnamed. */
function travellersOf(row: BookingRow): Pick<Booking, 'travellers' | 'unnamedTravellers'> {
  // Names are counted against everyone in the party, an infant on a lap too (decision 030).
  const { travellers, unnamed } = namedParty({ ...row, numPeople: peopleInParty(row.party ?? adultsOnly(row.numPeople)) });
  return { travellers, unnamedTravellers: unnamed };
}
