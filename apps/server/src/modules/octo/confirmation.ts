import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import { departureStart } from '@yatrika/contract/tour-schedule-rules';
import type { Database, Executor } from '../../db/client.ts';
import type { OctoStoredContact } from '../../db/schema/octo.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { findOrOpenTraveller } from '../auth/public.ts';
import { cancelResellerBooking, insertResellerBooking } from '../bookings/public.ts';
import { unprocessable } from './octo-errors.ts';
import type { ConfirmationBody } from './requests.ts';
import {
  confirmationChanges,
  lockForCancellation,
  lockForConfirmation,
  markCancelled,
  markConfirmed,
  updateReservation,
  type OctoBookingRow,
  type ReservationRules,
} from './reservations.ts';

/** The lead's name as the booking and the manifest show it, or null when the contact names nobody. */
const leadName = (contact: OctoStoredContact) => contact.fullName?.trim() || [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() || null;

/**
 * The party by name as the manifest lists it: the lead first, then each unit item's guest the reseller
 * named (a unit item naming the lead again is not counted twice); null when only the lead is named.
 */
function travellersOf(row: OctoBookingRow, lead: string): { name: string; age: null }[] | null {
  const others = row.unitItems.map((item) => leadName(item.contact)).filter((name): name is string => Boolean(name) && name !== lead);
  if (others.length === 0) return null;
  return [lead, ...others].slice(0, row.unitItems.length).map((name) => ({ name, age: null }));
}

/**
 * The traveller's account when the reseller passed an email, found or opened as for a phone booking
 * (decision 020), so the confirmation, the ticket and the trip reminders reach them; null without an
 * email, or when it is an operator's (a reseller's guest is not one of our operators).
 */
async function travellerOf(tx: Executor, contact: OctoStoredContact, fullName: string, publicUrl: string): Promise<string | null> {
  const email = contact.emailAddress?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null;
  try {
    const traveller = await findOrOpenTraveller(tx, { email, fullName, phone: contact.phoneNumber ?? '' }, publicUrl);
    return traveller.userId;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return null;
    throw error;
  }
}

/**
 * Confirms a reservation (POST /octo/bookings/{uuid}/confirm): its unit items and contact changed
 * first when the request carries them (as an update would), then, in one transaction, the booking made
 * by the bookings module from the reservation's hold (insertResellerBooking claims the held seats
 * under the departure's lock; a reservation that ran out is refused, its seats may be sold) and the
 * reservation marked confirmed. The booking is the reseller's: no payment order, paid to them.
 */
export async function confirmReservation(
  db: Database,
  resellerId: string,
  uuid: string,
  body: ConfirmationBody,
  rules: ReservationRules,
  publicUrl: string,
  now: Date = new Date(),
): Promise<OctoBookingRow> {
  const changes = confirmationChanges(body);
  if (Object.keys(changes).length > 0) await updateReservation(db, resellerId, uuid, changes, rules, now);
  const attempt = () =>
    db.transaction(async (tx) => {
      const row = await lockForConfirmation(tx, resellerId, uuid, now);
      const fullName = leadName(row.contact);
      if (!fullName) throw unprocessable(octoErrorMessages.contactNameRequired);
      if (!row.tourId) throw unprocessable(octoErrorMessages.expired);
      const userId = await travellerOf(tx, row.contact, fullName, publicUrl);
      const booking = await insertResellerBooking(
        tx,
        {
          resellerId,
          resellerReference: row.resellerReference,
          holdKey: row.holdKey,
          userId,
          tourId: row.tourId,
          bookingDate: row.date,
          startTime: row.startTime,
          numPeople: row.numPeople,
          party: row.party,
          lines: row.priceLines,
          pricePaise: row.pricePaise,
          totalPaise: row.totalPaise,
          fullName,
          phone: row.contact.phoneNumber ?? '',
          travellers: travellersOf(row, fullName),
        },
        now,
      );
      return markConfirmed(tx, row, booking.id, now);
    });
  try {
    return await attempt();
  } catch (error) {
    // Another request opened the same traveller's account a moment before: this run finds it.
    if (isUniqueViolation(error, 'users_email_lower_key')) return attempt();
    throw error;
  }
}

/**
 * Cancels (POST /octo/bookings/{uuid}/cancel): a reservation gives its seats back at once; a confirmed
 * booking is cancelled by the bookings module with nothing refunded by Yatrika (the reseller collected
 * the money and refunds their customer), until its departure sets off.
 */
export async function cancelOctoBooking(db: Database, resellerId: string, uuid: string, reason: string | null, now: Date = new Date()): Promise<OctoBookingRow> {
  return db.transaction(async (tx) => {
    const row = await lockForCancellation(tx, resellerId, uuid);
    if (row.status === 'CONFIRMED' && row.bookingId) {
      if (now >= departureStart(row.date, row.startTime)) throw unprocessable(octoErrorMessages.departureStarted);
      await cancelResellerBooking(tx, { resellerId, bookingId: row.bookingId, ...(reason ? { reason } : {}) }, now);
    }
    return markCancelled(tx, row, reason, now);
  });
}
