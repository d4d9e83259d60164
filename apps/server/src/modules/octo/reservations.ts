import { randomUUID } from 'node:crypto';
import { MAX_PEOPLE } from '@yatrika/contract/booking-limits';
import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import type { Party, PersonType } from '@yatrika/contract/price-calculation';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { octoBookings, type OctoStoredContact, type OctoStoredUnitItem } from '../../db/schema/octo.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { quoteBooking, type BookingRules } from '../bookings/public.ts';
import { extendResellerHold, holdSeatsForReseller, releaseResellerHold } from '../departures/public.ts';
import { departureOfTour } from './availability.ts';
import { invalidBookingUuid, invalidUnitId, unprocessable } from './octo-errors.ts';
import { checkOption, findProductTour, unitIdsOf, type ProductTour } from './products.ts';
import { storedContact, unitItemsOf, type ContactBody, type ReservationBody, type UnitItemBody, type UpdateBody } from './requests.ts';

export type OctoBookingRow = typeof octoBookings.$inferSelect;

/** The rules a reservation follows: the website's checkout's (BookingRules), read from config in app.ts. */
export interface ReservationRules {
  booking: BookingRules;
}

/** A reservation lives at most this many hold lengths from when it was made, extensions included (decision 038). */
export const MAX_HOLD_LENGTHS = 2;

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** The seats' hold key of a reservation: unique across holds (departures' `seat_holds.order_id`). */
const holdKeyOf = (id: string) => `octo_${id}`;

/** The unit items as kept, and the party they make; INVALID_UNIT_ID for a unit the tour does not offer. */
function partyOfUnitItems(tour: ProductTour, items: UnitItemBody[], fallbackContact?: OctoStoredContact): { unitItems: OctoStoredUnitItem[]; party: Party } {
  const offered = unitIdsOf(tour);
  const party: Party = {};
  const unitItems = items.map((item) => {
    const unitId = typeof item.unitId === 'string' ? item.unitId.trim().toLowerCase() : item.unitId;
    if (typeof unitId !== 'string' || !offered.includes(unitId)) throw invalidUnitId(item.unitId);
    const type = unitId as PersonType;
    party[type] = (party[type] ?? 0) + 1;
    return {
      uuid: item.uuid && /^[0-9a-f-]{36}$/i.test(item.uuid) ? item.uuid.toLowerCase() : randomUUID(),
      unitId,
      resellerReference: item.resellerReference ?? null,
      contact: storedContact(item.contact, fallbackContact ? { ...fallbackContact, fullName: null, firstName: null, lastName: null } : undefined),
    };
  });
  if (unitItems.length > MAX_PEOPLE) throw unprocessable(octoErrorMessages.tooManyUnits(MAX_PEOPLE));
  return { unitItems, party };
}

/** The party priced by the checkout's own quote (priceBooking on the date's prices); its refusals are UNPROCESSABLE_ENTITY. */
async function priceParty(db: Executor, tour: ProductTour, departure: { date: string; startTime: string }, party: Party, rules: ReservationRules) {
  try {
    const quote = await quoteBooking(db, { tourId: tour.id, bookingDate: departure.date, startTime: departure.startTime, party, fullName: '', phone: '' }, rules.booking);
    if (quote.details.numPeople > rules.booking.maxHeldSeatsPerAccount) throw unprocessable(octoErrorMessages.tooManyUnits(rules.booking.maxHeldSeatsPerAccount));
    return quote;
  } catch (error) {
    if (error instanceof AppError) throw unprocessable(error.message);
    throw error;
  }
}

/** How long a new reservation holds: what the reseller asks, at most the website's hold (HOLD_MINUTES). */
const holdMinutesFor = (asked: number | null | undefined, rules: ReservationRules) => Math.min(asked ?? rules.booking.holdMinutes, rules.booking.holdMinutes);

/** The reseller's booking with this uuid, or INVALID_BOOKING_UUID (another reseller's reads the same as none). */
export async function findOctoBooking(db: Executor, resellerId: string, uuid: string): Promise<OctoBookingRow> {
  const [row] = await db
    .select()
    .from(octoBookings)
    .where(and(eq(octoBookings.resellerId, resellerId), eq(octoBookings.uuid, uuid)));
  if (!row) throw invalidBookingUuid(uuid);
  return row;
}

/** The same, held FOR UPDATE in the caller's transaction, so two calls on one booking go one after the other. */
async function lockOctoBooking(tx: Executor, resellerId: string, uuid: string): Promise<OctoBookingRow> {
  const [row] = await tx
    .select()
    .from(octoBookings)
    .where(and(eq(octoBookings.resellerId, resellerId), eq(octoBookings.uuid, uuid)))
    .for('update');
  if (!row) throw invalidBookingUuid(uuid);
  return row;
}

/** UNPROCESSABLE_ENTITY unless the booking is a live reservation (ON_HOLD and not expired). */
function refuseUnlessOnHold(row: OctoBookingRow, now: Date): void {
  if (row.status !== 'ON_HOLD') throw unprocessable(octoErrorMessages.notOnHold(row.status));
  if (row.expiresAt <= now) throw unprocessable(octoErrorMessages.expired);
}

/**
 * Reserves (POST /octo/bookings): the product, option, availability and units checked in the order the
 * specification names their errors, the party priced by the checkout's quote, then its seats held
 * under the departure's lock like a website checkout's (departures' holdSeatsForReseller) and the
 * reservation kept, in one transaction: a refusal (seats gone, off the schedule) keeps nothing.
 */
export async function reserve(db: Database, resellerId: string, body: ReservationBody, rules: ReservationRules, now: Date = new Date()): Promise<OctoBookingRow> {
  const tour = await findProductTour(db, body.productId);
  checkOption(body.optionId);
  const departure = departureOfTour(tour, body.availabilityId);
  const items = unitItemsOf(body.unitItems);
  if (typeof items === 'string') throw unprocessable(items);
  const contact = storedContact(body.contact);
  const { unitItems, party } = partyOfUnitItems(tour, items, contact);
  const uuid = body.uuid ?? randomUUID();
  // Used already: answered before any seat is counted, so a retried reservation never reads as sold out.
  const [taken] = await db.select({ id: octoBookings.id }).from(octoBookings).where(and(eq(octoBookings.resellerId, resellerId), eq(octoBookings.uuid, uuid)));
  if (taken) throw invalidBookingUuid(uuid, octoErrorMessages.uuidTaken);
  const quote = await priceParty(db, tour, departure, party, rules);
  const id = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const hold = await holdSeatsForReseller(
        tx,
        { key: holdKeyOf(id), tourId: tour.id, date: departure.date, startTime: departure.startTime, seats: quote.details.numPeople, expiresAt: minutesAfter(now, holdMinutesFor(body.expirationMinutes, rules)) },
        now,
      );
      const [row] = await tx
        .insert(octoBookings)
        .values({
          id,
          uuid,
          resellerId,
          tourId: tour.id,
          optionId: String(body.optionId),
          date: departure.date,
          startTime: hold.startTime,
          holdKey: holdKeyOf(id),
          expiresAt: hold.expiresAt,
          unitItems,
          party,
          numPeople: quote.details.numPeople,
          priceLines: quote.breakdown.lines,
          totalPaise: quote.totalPaise,
          pricePaise: quote.details.pricePaise,
          contact,
          notes: body.notes ?? null,
          resellerReference: body.resellerReference ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'octo_bookings_reseller_uuid_key')) throw invalidBookingUuid(uuid, octoErrorMessages.uuidTaken);
    throw error;
  }
}

/**
 * Extends a live reservation (POST /octo/bookings/{uuid}/extend) by what the reseller asks (the hold
 * length by default), never past MAX_HOLD_LENGTHS hold lengths from the reservation nor the
 * departure's booking cut-off: a reservation cannot be kept alive for ever by extending it.
 */
export async function extendReservation(db: Database, resellerId: string, uuid: string, minutes: number | null | undefined, rules: ReservationRules, now: Date = new Date()): Promise<OctoBookingRow> {
  return db.transaction(async (tx) => {
    const row = await lockOctoBooking(tx, resellerId, uuid);
    refuseUnlessOnHold(row, now);
    const latest = minutesAfter(row.createdAt, MAX_HOLD_LENGTHS * rules.booking.holdMinutes);
    const asked = minutesAfter(now, minutes ?? rules.booking.holdMinutes);
    const until = new Date(Math.min(asked.getTime(), latest.getTime()));
    const expiresAt = await extendResellerHold(tx, row.holdKey, until, now);
    if (!expiresAt) throw unprocessable(octoErrorMessages.expired);
    const [updated] = await tx.update(octoBookings).set({ expiresAt, updatedAt: now }).where(eq(octoBookings.id, row.id)).returning();
    return updated!;
  });
}

/**
 * Changes a reservation (PATCH /octo/bookings/{uuid}): its references, contact and notes at any time;
 * its departure or units only while ON_HOLD, by holding the new party's seats in place of the old
 * (same key, so it never competes with itself) and pricing it again, keeping the expiry. A confirmed
 * booking's date or party is the operator's to change (decisions 016, 023).
 */
export async function updateReservation(db: Database, resellerId: string, uuid: string, body: UpdateBody, rules: ReservationRules, now: Date = new Date()): Promise<OctoBookingRow> {
  return db.transaction(async (tx) => {
    const row = await lockOctoBooking(tx, resellerId, uuid);
    if (row.status === 'CANCELLED') throw unprocessable(octoErrorMessages.alreadyCancelled);
    const changesSeats = body.productId != null || body.optionId != null || body.availabilityId != null || body.unitItems != null;
    const contact = body.contact ? storedContact(body.contact, row.contact) : row.contact;
    const common = {
      contact,
      notes: body.notes === undefined ? row.notes : body.notes,
      resellerReference: body.resellerReference === undefined ? row.resellerReference : body.resellerReference,
      updatedAt: now,
    };
    if (!changesSeats) {
      const [updated] = await tx.update(octoBookings).set(common).where(eq(octoBookings.id, row.id)).returning();
      return updated!;
    }
    if (row.status === 'CONFIRMED') throw unprocessable(octoErrorMessages.confirmedChangeRefused);
    refuseUnlessOnHold(row, now);
    const tour = await findProductTour(tx, body.productId ?? row.tourId);
    if (body.optionId != null) checkOption(body.optionId);
    const departure = departureOfTour(tour, body.availabilityId ?? `${row.date}T${row.startTime}:00+05:30`);
    const items = body.unitItems == null ? row.unitItems.map((item) => ({ ...item, contact: item.contact })) : unitItemsOf(body.unitItems);
    if (typeof items === 'string') throw unprocessable(items);
    const { unitItems, party } = partyOfUnitItems(tour, items as UnitItemBody[], contact);
    const quote = await priceParty(tx, tour, departure, party, rules);
    const hold = await holdSeatsForReseller(
      tx,
      { key: row.holdKey, tourId: tour.id, date: departure.date, startTime: departure.startTime, seats: quote.details.numPeople, expiresAt: row.expiresAt },
      now,
    );
    const [updated] = await tx
      .update(octoBookings)
      .set({
        ...common,
        tourId: tour.id,
        date: departure.date,
        startTime: hold.startTime,
        expiresAt: hold.expiresAt,
        unitItems,
        party,
        numPeople: quote.details.numPeople,
        priceLines: quote.breakdown.lines,
        totalPaise: quote.totalPaise,
        pricePaise: quote.details.pricePaise,
      })
      .where(eq(octoBookings.id, row.id))
      .returning();
    return updated!;
  });
}

/** What a confirmation may change first: the unit items (the party) and the contact, as an update does. */
export function confirmationChanges(body: { unitItems?: unknown; contact?: ContactBody; resellerReference?: string | null | undefined; notes?: string | null | undefined }): UpdateBody {
  return {
    ...(body.unitItems != null ? { unitItems: body.unitItems } : {}),
    ...(body.contact ? { contact: body.contact } : {}),
    ...(body.resellerReference != null ? { resellerReference: body.resellerReference } : {}),
    ...(body.notes != null ? { notes: body.notes } : {}),
  };
}

/** Locks the reservation for its confirmation (the caller's transaction), refusing one not ON_HOLD or run out. */
export async function lockForConfirmation(tx: Executor, resellerId: string, uuid: string, now: Date): Promise<OctoBookingRow> {
  const row = await lockOctoBooking(tx, resellerId, uuid);
  refuseUnlessOnHold(row, now);
  return row;
}

/** Records the confirmation: the booking the bookings module made, and when. */
export async function markConfirmed(tx: Executor, row: OctoBookingRow, bookingId: string, now: Date): Promise<OctoBookingRow> {
  const [updated] = await tx
    .update(octoBookings)
    .set({ status: 'CONFIRMED', bookingId, confirmedAt: now, updatedAt: now })
    .where(eq(octoBookings.id, row.id))
    .returning();
  return updated!;
}

/** Locks a booking for its cancellation, refusing one cancelled already. */
export async function lockForCancellation(tx: Executor, resellerId: string, uuid: string): Promise<OctoBookingRow> {
  const row = await lockOctoBooking(tx, resellerId, uuid);
  if (row.status === 'CANCELLED') throw unprocessable(octoErrorMessages.alreadyCancelled);
  return row;
}

/** Records a cancellation; a reservation's seats go back on sale at once. */
export async function markCancelled(tx: Executor, row: OctoBookingRow, reason: string | null, now: Date): Promise<OctoBookingRow> {
  if (row.status === 'ON_HOLD') await releaseResellerHold(tx, row.holdKey);
  const [updated] = await tx
    .update(octoBookings)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(octoBookings.id, row.id))
    .returning();
  return updated!;
}
