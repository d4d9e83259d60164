import type { Tour } from '@yatrika/contract/tours';
import { priceTypesAnswer } from '@yatrika/contract/person-types';
import type { tours } from '../../db/schema/tours.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { PLACEHOLDER_PATH } from '../media/public.ts';
import { scheduleOf } from '../departures/public.ts';

export type TourRow = typeof tours.$inferSelect;

/** The one mapping from a tours row to the API's tour. */
export function toTourResponse(row: TourRow): Tour {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    pricePerPerson: paiseToRupees(row.pricePaise),
    // The floor is kept on the row by the database (migration 0032), so lists read no rules.
    fromPrice: paiseToRupees(row.datePriceFloorPaise === null ? row.pricePaise : Math.min(row.pricePaise, row.datePriceFloorPaise)),
    priceTypes: priceTypesAnswer(row.pricePaise, row.priceTypes),
    groupDiscount: row.groupDiscount ? { minPeople: row.groupDiscount.minPeople, percentOff: row.groupDiscount.percentOff } : null,
    image: row.image ?? PLACEHOLDER_PATH,
    status: row.status,
    capacity: row.capacity,
    durationDays: row.durationDays,
    schedule: scheduleOf(row),
    confirmInstantly: row.confirmInstantly,
    minGroup: row.minGroup,
    minGroupDecisionHours: row.minGroupDecisionHours,
    minGroupAction: row.minGroupAction,
    rescheduleCutoffHours: row.rescheduleCutoffHours,
    advancePercent: row.advancePercent,
    balanceDueDays: row.balanceDueDays,
    highlights: row.highlights,
    itinerary: row.itinerary,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    meetingPoint: row.meetingPoint,
    gallery: row.gallery,
    // numeric(2,1): a number with at most one decimal already; null before the first review.
    ratingAverage: row.ratingAverage,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
