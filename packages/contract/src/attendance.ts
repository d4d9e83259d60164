import { z } from './zod.ts';
import { isoDateTime } from './common.ts';

/** Who of a booking's party came: checked in, marked no-show after the departure, still awaited. */
export const attendance = z.object({
  checkedIn: z.number().int(),
  noShow: z.number().int(),
  waiting: z.number().int(),
  firstCheckedInAt: isoDateTime.nullable(),
  lastCheckedInAt: isoDateTime.nullable(),
  /** The operator who checked the party in last, by name. */
  lastCheckedInBy: z.string().nullable(),
});
export type Attendance = z.infer<typeof attendance>;
