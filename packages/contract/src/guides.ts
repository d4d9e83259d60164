import { z } from './zod.ts';
import { entityId } from './common.ts';
import { calendarDay } from './departures.ts';
import { partyResponse } from './person-types.ts';
import { startTimeField } from './tour-schedule.ts';

export { guideMessages } from './guide-messages.ts';

/** A staff account whose role is guide, as the assignment fields list it. */
export const guideAccount = z.object({ _id: entityId, name: z.string(), email: z.string(), suspended: z.boolean() });
export type GuideAccount = z.infer<typeof guideAccount>;

/** `GET /api/admin/guides`: every staff account with the guide role, by name. */
export const guideAccountsResponse = z.object({ guides: z.array(guideAccount) });
export type GuideAccountsResponse = z.infer<typeof guideAccountsResponse>;

/** The guides assigned to a tour or to one departure. */
export const assignedGuidesResponse = z.object({ guides: z.array(guideAccount) });
export type AssignedGuidesResponse = z.infer<typeof assignedGuidesResponse>;

/** `PUT /api/admin/tours/:id/guides`: the tour's guides, the whole list (empty: none). */
export const tourGuidesRequest = z.object({ guideIds: z.array(entityId).max(50) });
export type TourGuidesRequest = z.infer<typeof tourGuidesRequest>;

/** `?startTime=` naming one departure of the date (the tour's first start time when left out). */
export const departureGuidesQuery = z.object({ startTime: startTimeField.optional() });

/** `PUT /api/admin/tours/:id/departures/:date/guides`: the departure's own guides, the whole list. */
export const departureGuidesRequest = z.object({ startTime: startTimeField.optional(), guideIds: z.array(entityId).max(50) });
export type DepartureGuidesRequest = z.infer<typeof departureGuidesRequest>;

export const savedGuidesResponse = z.object({ message: z.string(), guides: z.array(guideAccount) });
export type SavedGuidesResponse = z.infer<typeof savedGuidesResponse>;

/** One departure on the guide's phone: where and when to meet, who comes, who came. */
export const guideDeparture = z.object({
  tourId: entityId,
  title: z.string(),
  date: calendarDay,
  /** "HH:MM", India time. */
  startTime: z.string(),
  meetingPoint: z.string().nullable(),
  /** Everyone expected, by person type (decision 030). */
  party: partyResponse,
  /** The party in words: "5 adults, 2 children". */
  partyWords: z.string(),
  people: z.number().int(),
  bookings: z.number().int(),
  checkedIn: z.number().int(),
  waiting: z.number().int(),
  noShow: z.number().int(),
});
export type GuideDeparture = z.infer<typeof guideDeparture>;

/**
 * `GET /api/admin/guide/departures`: today's and tomorrow's departures (India time) with travellers:
 * a guide's own (assigned by tour or by departure), everyone's for the rest of the team.
 */
export const guideDeparturesResponse = z.object({ today: calendarDay, tomorrow: calendarDay, departures: z.array(guideDeparture) });
export type GuideDeparturesResponse = z.infer<typeof guideDeparturesResponse>;
