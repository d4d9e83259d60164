import { z } from './zod.ts';
import { entityId, isoDateTime, requiredText } from './common.ts';

export const CAPTION_MAX = 2200;
export const COMMENT_MAX = 1000;

export const momentMessages = {
  imageRequired: 'Image is required.',
  created: 'Moment shared successfully',
  commentAdded: 'Comment added successfully',
  deleted: 'Moment deleted.',
  notFound: 'Moment not found.',
  notYours: 'You can delete only your own moments.',
} as const;

/** The text part of the multipart create form; the image travels beside it as a file. */
export const createMomentFields = z.object({
  description: requiredText('Caption', CAPTION_MAX),
});

export const addCommentRequest = z.object({
  text: requiredText('Comment', COMMENT_MAX),
});
export type AddCommentRequest = z.input<typeof addCommentRequest>;

const momentComment = z.object({
  _id: entityId,
  text: z.string(),
  createdAt: isoDateTime,
  user: z.object({ _id: entityId, username: z.string() }),
});
export type MomentComment = z.infer<typeof momentComment>;

/**
 * A moment as the feed shows it. `likes` holds the ids of the travellers who
 * liked it; `comments` holds at most the latest few, oldest first, while
 * `commentsCount` is the full count.
 */
export const momentResponse = z.object({
  _id: entityId,
  /** Relative path (`media/…`). */
  image: z.string(),
  description: z.string(),
  createdAt: isoDateTime,
  user: z.object({ _id: entityId, username: z.string(), photo: z.string().nullable() }),
  likes: z.array(entityId),
  likesCount: z.number().int(),
  comments: z.array(momentComment),
  commentsCount: z.number().int(),
});
export type Moment = z.infer<typeof momentResponse>;

export const momentsFeedResponse = z.object({ success: z.literal(true), moments: z.array(momentResponse) });
export type MomentsFeedResponse = z.infer<typeof momentsFeedResponse>;

export const createMomentResponse = z.object({ success: z.literal(true), message: z.string(), moment: momentResponse });
export type CreateMomentResponse = z.infer<typeof createMomentResponse>;

export const momentLikesResponse = z.object({
  success: z.literal(true),
  likes: z.array(entityId),
  likesCount: z.number().int(),
});
export type MomentLikes = z.infer<typeof momentLikesResponse>;

export const addCommentResponse = z.object({ success: z.literal(true), message: z.string(), comment: momentComment });
export type AddCommentResponse = z.infer<typeof addCommentResponse>;
