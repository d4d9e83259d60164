/**
 * What other modules may use of departures, which own the seats: each date's capacity (the
 * `departures` table) and the seats held by checkouts in progress (`seat_holds`). Only this
 * folder writes those tables; everyone else counts and takes seats through these functions,
 * so every sale goes through the one lock per departure (decision 011).
 */
export { tourAvailability } from './availability.ts';
export { dateAvailability, type DateAvailability } from './unbookable-tours.ts';
export { claimSeats, SeatRefusal, type SeatClaim, type SeatRefusalReason } from './claim.ts';
export { attachHold, holdSeats, releaseHold, releaseHoldOfOrder, releaseSeatsOfOrder, type Holder, type HoldRules } from './holds.ts';
export { holdSeatsForLink, type LinkHold } from './link-holds.ts';
export { extendResellerHold, holdSeatsForReseller, releaseResellerHold, type ResellerHold } from './reseller-holds.ts';
export { releaseExpiredHolds } from './release-holds.ts';
export { checkGroupSizeFits } from './group-size-check.ts';
export { offScheduleMessage, scheduleColumns, scheduleOf, type ScheduledTour } from './schedule.ts';
export { checkSeatMove, type SeatMove } from './move-seats.ts';
export { findMinGroupDepartures, lockMinGroupDeparture, minimumGroupOf, onBookingsOf, recordMinGroupDecision, type LockedMinGroupDeparture, type MinGroupDue } from './minimum-group.ts';
export { claimExtraSeats, departureSeatsNow, type ExtraSeats } from './party-seats.ts';
export { type DepartureOf } from './seats.ts';
export { endOfferHold, holdSeatsForOffer, lockDepartureForWaitlist, type OfferHold, type WaitlistDeparture } from './offer-holds.ts';
export { announceFreedSeats, SEATS_FREED_JOB } from './seats-freed.ts';
export type { DepartureSeats } from './seats.ts';
