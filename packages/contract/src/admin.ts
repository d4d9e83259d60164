import { z } from './zod.ts';
import { profileResponse } from './auth.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';
import { tourResponse } from './tours.ts';

/** A departure of today or tomorrow (India): a tour on a date with travellers expected. */
const dashboardDeparture = z.object({
  /** Null when the tour has since been deleted (its bookings keep the title). */
  tourId: entityId.nullable(),
  tourTitle: z.string(),
  /** "YYYY-MM-DD". */
  date: z.string(),
  /** "HH:MM", India; the tour's start time (09:00 for a deleted tour). */
  startTime: z.string(),
  /** People on pending, booked and completed bookings of the date. */
  seatsSold: z.number().int(),
  checkedIn: z.number().int(),
});
export type DashboardDeparture = z.infer<typeof dashboardDeparture>;

/** A booking waiting for the operator's accept or cancel. */
const dashboardPendingBooking = z.object({
  _id: entityId,
  reference: z.string(),
  tourTitle: z.string(),
  fullName: z.string(),
  bookingDate: z.string(),
  numPeople: z.number().int(),
  createdAt: isoDateTime,
});

/** Money of one India day, rupees: payments captured minus refunds processed that day. */
const revenueDay = z.object({ date: z.string(), paid: z.number(), refunded: z.number(), net: z.number() });
export type RevenueDay = z.infer<typeof revenueDay>;
/** The same over the whole window, for one tour (null id: deleted tour, or an order for no tour). */
const revenueTour = z.object({ tourId: entityId.nullable(), tourTitle: z.string(), paid: z.number(), refunded: z.number(), net: z.number() });
export type RevenueTour = z.infer<typeof revenueTour>;

const dashboardToday = z.object({
  /** India's day the figures are for, "YYYY-MM-DD". */
  date: z.string(),
  /** Today's, then tomorrow's departures, each by title. */
  departures: z.array(dashboardDeparture),
  /** Pending bookings still to come: how many, and the oldest few. */
  awaitingDecision: z.object({ count: z.number().int(), first: z.array(dashboardPendingBooking) }),
  /** The Payments screen's "needs attention" count. */
  paymentsNeedingAttention: z.number().int(),
  /** Revenue over the last 30 India days, today included (docs/decisions/018). */
  revenue: z.object({
    from: z.string(),
    to: z.string(),
    byDay: z.array(revenueDay),
    byTour: z.array(revenueTour),
  }),
});
export type DashboardToday = z.infer<typeof dashboardToday>;

/** A traveller as administrators see them: the profile, never a password hash. */
const adminUserSummary = profileResponse.omit({ photo: true, role: true });

export const adminDashboardResponse = z.object({
  totalUsers: z.number().int(),
  totalTours: z.number().int(),
  totalBookings: z.number().int(),
  totalReviews: z.number().int(),
  recentTours: z.array(tourResponse),
  recentUsers: z.array(adminUserSummary),
  /** Today at a glance: added beside the spec's totals, which keep their meaning. */
  today: dashboardToday,
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>;

const adminUserBooking = z.object({
  _id: entityId,
  tourTitle: z.string(),
  status: z.string(),
  bookingDate: z.string(),
  createdAt: isoDateTime,
});

const adminUserReview = z.object({
  _id: entityId,
  tourName: z.string(),
  rating: z.number().int(),
  createdAt: isoDateTime,
});

const adminUser = adminUserSummary.extend({
  bookings: z.array(adminUserBooking),
  reviews: z.array(adminUserReview),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersQuery = z.object({
  /** Case-insensitive contains on full name, username or email. */
  query: z.string().max(200, 'The search must be at most 200 characters.').optional(),
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

export const adminUsersResponse = z.object({ users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
