import { bookingReference } from '@yatrika/contract/booking-reference';
import { departureStart } from '@yatrika/contract/tour-schedule-rules';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { ticketCodeFor } from '../tickets/public.ts';
import { availabilityCheck } from './availability.ts';
import type { Capabilities } from './capabilities.ts';
import { availabilityIdOf, DEFAULT_OPTION_ID, localEndOf, pricingOf, utcOrNull, utcText } from './octo-format.ts';
import type { OctoAvailability, OctoBooking, OctoBookingStatus, OctoContact } from './octo-types.ts';
import type { OctoBookingRow } from './reservations.ts';

/** What an answer reads of the booking a confirmation made (the bookings module writes it; we only read). */
interface MadeBooking {
  id: string;
  number: number;
  status: string;
  updatedAt: Date;
}

/** OCTO's status: a reservation past its expiry is EXPIRED; a confirmed booking the operator cancelled is CANCELLED. */
export function octoStatusOf(row: OctoBookingRow, made: MadeBooking | undefined, now: Date): OctoBookingStatus {
  if (row.status === 'ON_HOLD') return row.expiresAt <= now ? 'EXPIRED' : 'ON_HOLD';
  if (row.status === 'CONFIRMED' && made?.status === 'canceled') return 'CANCELLED';
  return row.status;
}

const contactOf = (contact: OctoBookingRow['contact']): OctoContact => ({ ...contact, locales: contact.locales ?? [] });

/** The departure as the booking answers it: live seats while the tour sells, the bare departure otherwise. */
async function bookedAvailability(db: Executor, row: OctoBookingRow, capabilities: Capabilities, horizonDays: number, now: Date): Promise<OctoAvailability> {
  const id = availabilityIdOf(row.date, row.startTime);
  const [tour] = row.tourId ? await db.select().from(tours).where(eq(tours.id, row.tourId)) : [];
  if (tour && tour.status === 'active' && tour.startTimes.includes(row.startTime)) {
    const [live] = await availabilityCheck(db, tour, { availabilityIds: [id] }, capabilities, { horizonDays }, now);
    if (live) return live;
  }
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: localEndOf(row.date, row.startTime, tour?.durationDays ?? 1),
    utcCutoffAt: utcText(departureStart(row.date, row.startTime)),
    allDay: false,
    available: false,
    status: 'CLOSED',
    vacancies: 0,
    capacity: 0,
    maxUnits: 0,
    openingHours: [],
  };
}

/** The price of one person of a type, as the reservation priced it. */
function unitPricePaise(row: OctoBookingRow, unitId: string): number {
  const line = row.priceLines.find((each) => each.kind === 'people' && each.type === unitId);
  return line && line.kind === 'people' ? line.unitPaise : 0;
}

/**
 * A reseller's booking in OCTO's shape. Once confirmed, `supplierReference` is the booking's Yatrika
 * reference (what the operator's manifest and check-in show) and the voucher is its e-ticket code,
 * the QR the guide scans at the meeting point.
 */
export async function toOctoBooking(db: Executor, row: OctoBookingRow, capabilities: Capabilities, horizonDays: number, now: Date = new Date(), made?: MadeBooking): Promise<OctoBooking> {
  const booking = made ?? (row.bookingId ? (await readMadeBookings(db, [row.bookingId])).get(row.bookingId) : undefined);
  const status = octoStatusOf(row, booking, now);
  const reference = booking ? bookingReference(booking.number) : null;
  const voucher = reference && status === 'CONFIRMED' ? await ticketCodeFor(db, reference) : null;
  const cancelledAt = row.cancelledAt ?? (status === 'CANCELLED' ? (booking?.updatedAt ?? now) : null);
  const contact = contactOf(row.contact);
  return {
    id: row.id,
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.resellerReference,
    supplierReference: reference,
    status,
    utcCreatedAt: utcText(row.createdAt),
    utcUpdatedAt: utcText(row.updatedAt),
    utcExpiresAt: status === 'ON_HOLD' || status === 'EXPIRED' ? utcText(row.expiresAt) : null,
    utcRedeemedAt: null,
    utcConfirmedAt: utcOrNull(row.confirmedAt),
    productId: row.tourId ?? '',
    optionId: row.optionId || DEFAULT_OPTION_ID,
    cancellable: (status === 'ON_HOLD' || status === 'CONFIRMED') && now < departureStart(row.date, row.startTime),
    cancellation:
      status === 'CANCELLED' && cancelledAt
        ? { refund: 'NONE', reason: row.cancelReason ?? (row.cancelledAt ? null : 'Cancelled by the operator'), utcCancelledAt: utcText(cancelledAt) }
        : null,
    freesale: false,
    availabilityId: availabilityIdOf(row.date, row.startTime),
    availability: await bookedAvailability(db, row, capabilities, horizonDays, now),
    contact,
    notes: row.notes,
    deliveryMethods: voucher ? ['VOUCHER'] : [],
    voucher: voucher ? { redemptionMethod: 'DIGITAL', utcRedeemedAt: null, deliveryOptions: [{ deliveryFormat: 'QRCODE', deliveryValue: voucher }] } : null,
    unitItems: row.unitItems.map((item) => ({
      uuid: item.uuid,
      resellerReference: item.resellerReference,
      supplierReference: reference,
      unitId: item.unitId,
      status,
      utcRedeemedAt: null,
      contact: contactOf(item.contact),
      ticket: null,
      ...(capabilities.pricing ? { pricing: pricingOf(unitPricePaise(row, item.unitId)) } : {}),
    })),
    ...(capabilities.pricing ? { pricing: pricingOf(row.totalPaise) } : {}),
  };
}

/** The bookings confirmations made, by id: their status and number (the reference). */
export async function readMadeBookings(db: Executor, ids: string[]): Promise<Map<string, MadeBooking>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, number: bookings.number, status: bookings.status, updatedAt: bookings.updatedAt })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
