import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';

/**
 * Moves a duplicate record's moments, comments and likes to the record kept (modules/customers),
 * in the merge's transaction. A moment both records liked keeps one like. Answers how many
 * moments moved; `dryRun` counts them without writing.
 */
export async function moveMomentsToTraveller(tx: Executor, fromUserId: string, toUserId: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<number> {
  if (dryRun) return (await tx.select({ id: moments.id }).from(moments).where(eq(moments.userId, fromUserId))).length;
  const moved = await tx.update(moments).set({ userId: toUserId }).where(eq(moments.userId, fromUserId)).returning({ id: moments.id });
  await tx.update(momentComments).set({ userId: toUserId }).where(eq(momentComments.userId, fromUserId));
  await tx
    .insert(momentLikes)
    .select(tx.select({ momentId: momentLikes.momentId, userId: sql<string>`${toUserId}::uuid`.as('user_id'), createdAt: momentLikes.createdAt }).from(momentLikes).where(eq(momentLikes.userId, fromUserId)))
    .onConflictDoNothing();
  await tx.delete(momentLikes).where(eq(momentLikes.userId, fromUserId));
  return moved.length;
}
