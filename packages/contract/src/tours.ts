import { z } from 'zod';
import { entityId, isoDateTime } from './common.ts';

export const tourCategories = ['adventure', 'religious', 'historical & cultural', 'romantic'] as const;
export type TourCategory = (typeof tourCategories)[number];
export const tourStatuses = ['active', 'banned'] as const;

/** A tour as every endpoint answers it. `image` is a relative path (`media/…`). */
export const tourResponse = z.object({
  _id: entityId,
  title: z.string(),
  description: z.string(),
  category: z.enum(tourCategories),
  location: z.string(),
  /** Rupees. */
  pricePerPerson: z.number(),
  image: z.string(),
  status: z.enum(tourStatuses),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Tour = z.infer<typeof tourResponse>;
