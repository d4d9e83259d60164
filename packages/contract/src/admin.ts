import { z } from 'zod';
import { profileResponse } from './auth.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';
import { tourResponse } from './tours.ts';

/** A traveller as administrators see them: the profile, never a password hash. */
export const adminUserSummary = profileResponse.omit({ photo: true, role: true });

export const adminDashboardResponse = z.object({
  totalUsers: z.number().int(),
  totalTours: z.number().int(),
  totalBookings: z.number().int(),
  totalReviews: z.number().int(),
  recentTours: z.array(tourResponse),
  recentUsers: z.array(adminUserSummary),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>;

export const adminUserBooking = z.object({
  _id: entityId,
  tourTitle: z.string(),
  status: z.string(),
  bookingDate: z.string(),
  createdAt: isoDateTime,
});

export const adminUserReview = z.object({
  _id: entityId,
  tourName: z.string(),
  rating: z.number().int(),
  createdAt: isoDateTime,
});

export const adminUser = adminUserSummary.extend({
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
