/**
 * What other modules may use of check-in, which owns `booking_attendance` and `check_in_scans`
 * (who of each party came). The manifest (departures) shows each booking's attendance; reviews
 * ask when a traveller was checked in on a tour, to say the review follows the trip.
 * The dashboard reads the day's departures with their check-ins.
 */
export { attendanceOfBookings } from './attendance.ts';
export { latestTravelDate } from './travelled-on.ts';
export { departuresOfDay } from './day-departures.ts';
