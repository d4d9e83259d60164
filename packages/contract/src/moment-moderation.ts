import { z } from './zod.ts';
import { isoDateTime, pageLimit, requiredText } from './common.ts';
import { momentResponse } from './moments.ts';

/** The longest reason the operator may give for hiding a moment; its author reads it. */
export const HIDE_REASON_MAX = 500;

export const momentModerationMessages = {
  hidden: 'Moment hidden from the feed.',
  unhidden: 'Moment back in the feed.',
  /** What the author reads on their hidden moment, before the operator's reason. */
  hiddenNotice: 'Hidden from the feed by the operator',
} as const;

export const hideMomentRequest = z.object({ reason: requiredText('Reason', HIDE_REASON_MAX) });
export type HideMomentRequest = z.input<typeof hideMomentRequest>;

/** Null while the moment shows in the feed. */
const hidden = z.object({ at: isoDateTime, reason: z.string() }).nullable();

/** A moment with whether, when and why the operator hid it: the operator's list and its author's own. */
export const moderatedMoment = momentResponse.extend({ hidden });
export type ModeratedMoment = z.infer<typeof moderatedMoment>;

export const adminMomentsQuery = z.object({
  /** `true`: only hidden moments; `false`: only those in the feed; absent: all. */
  hidden: z.enum(['true', 'false']).optional(),
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

export const adminMomentsResponse = z.object({ moments: z.array(moderatedMoment) });
export type AdminMomentsResponse = z.infer<typeof adminMomentsResponse>;

export const moderatedMomentResponse = z.object({ message: z.string(), moment: moderatedMoment });

export const myMomentsResponse = z.object({ success: z.literal(true), moments: z.array(moderatedMoment) });
export type MyMomentsResponse = z.infer<typeof myMomentsResponse>;
