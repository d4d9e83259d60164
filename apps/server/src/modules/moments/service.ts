import type { MomentComment, Moment, MomentLikes } from '@yatrika/contract/moments';
import { momentMessages } from '@yatrika/contract/moments';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { users } from '../../db/schema/users.ts';
import { findDatabaseError, forbidden, notFound } from '../../lib/errors.ts';
import { deleteImageIfUnused, encodeImage, saveImage } from '../media/public.ts';
import { likesOf, toMoment } from './feed.ts';

interface Author {
  _id: string;
  username: string;
}

/** The moment's foreign key failed: it was never there or was deleted meanwhile. */
function explainMissingMoment(error: unknown): never {
  const cause = findDatabaseError(error);
  if (cause?.code === '23503' && cause.constraint?.endsWith('_moment_id_moments_id_fk')) throw notFound(momentMessages.notFound);
  throw error;
}

/**
 * Encodes the picture first (slow, outside any transaction), then stores the
 * picture and the moment together: a failure leaves neither behind.
 */
export async function createMoment(db: Database, author: Author, image: Buffer, description: string): Promise<Moment> {
  const encoded = await encodeImage(image);
  return db.transaction(async (tx) => {
    const stored = await saveImage(tx, encoded);
    const [row] = await tx.insert(moments).values({ userId: author._id, image: stored.path, description }).returning();
    const [user] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, author._id));
    return toMoment({ ...row!, userId: author._id, username: author.username, photo: user?.photo ?? null }, []);
  });
}

async function likesAnswer(db: Database, momentId: string): Promise<MomentLikes> {
  const likes = (await likesOf(db, [momentId])).get(momentId) ?? [];
  return { success: true, likes, likesCount: likes.length };
}

/** Liking twice keeps one like: the (moment, user) primary key decides. */
export async function likeMoment(db: Database, momentId: string, userId: string): Promise<MomentLikes> {
  try {
    await db.insert(momentLikes).values({ momentId, userId }).onConflictDoNothing();
  } catch (error) {
    explainMissingMoment(error);
  }
  return likesAnswer(db, momentId);
}

export async function unlikeMoment(db: Database, momentId: string, userId: string): Promise<MomentLikes> {
  await requireMoment(db, momentId);
  await db.delete(momentLikes).where(and(eq(momentLikes.momentId, momentId), eq(momentLikes.userId, userId)));
  return likesAnswer(db, momentId);
}

export async function addComment(db: Database, momentId: string, author: Author, text: string): Promise<MomentComment> {
  try {
    const [row] = await db.insert(momentComments).values({ momentId, userId: author._id, text }).returning();
    return {
      _id: row!.id,
      text: row!.text,
      createdAt: row!.createdAt.toISOString(),
      user: { _id: author._id, username: author.username },
    };
  } catch (error) {
    explainMissingMoment(error);
  }
}

async function requireMoment(db: Executor, momentId: string) {
  const [moment] = await db.select({ userId: moments.userId, image: moments.image }).from(moments).where(eq(moments.id, momentId));
  if (!moment) throw notFound(momentMessages.notFound);
  return moment;
}

/**
 * Only the author takes a moment back. Likes and comments go with it by
 * cascade; its picture goes too, unless something else shows the same one.
 */
export async function deleteMoment(db: Database, momentId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moment = await requireMoment(tx, momentId);
    if (moment.userId !== userId) throw forbidden(momentMessages.notYours);
    await tx.delete(moments).where(eq(moments.id, momentId));
    await deleteImageIfUnused(tx, moment.image);
  });
}
