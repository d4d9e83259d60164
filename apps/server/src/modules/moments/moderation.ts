import type { ModeratedMoment } from '@yatrika/contract/moment-moderation';
import { momentMessages } from '@yatrika/contract/moments';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { moments } from '../../db/schema/moments.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';
import { toMoment, withLikesAndComments, type MomentRow } from './feed.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

const momentColumns = {
  id: moments.id,
  image: moments.image,
  description: moments.description,
  createdAt: moments.createdAt,
  hiddenAt: moments.hiddenAt,
  hiddenReason: moments.hiddenReason,
  userId: users.id,
  username: users.username,
  photo: users.photo,
};

type ModerationRow = MomentRow & { hiddenAt: Date | null; hiddenReason: string | null };

function toModerated(row: ModerationRow, likes: string[], comments: Parameters<typeof toMoment>[2]): ModeratedMoment {
  const hidden = row.hiddenAt && row.hiddenReason !== null ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null;
  return { ...toMoment(row, likes, comments), hidden };
}

function readMoments(db: Executor, where: ReturnType<typeof and>, { limit, cursor }: PageRequest) {
  return db
    .select(momentColumns)
    .from(moments)
    .innerJoin(users, eq(users.id, moments.userId))
    .where(and(where, afterCursor(moments.createdAt, moments.id, cursor)))
    .orderBy(desc(moments.createdAt), desc(moments.id))
    .limit(limit + 1);
}

/** Every moment for the operator, newest first, hidden or not (or only one kind). */
export async function moderationList(db: Database, hidden: boolean | undefined, pageAsked: PageRequest): Promise<Page<ModeratedMoment>> {
  const rows = await readMoments(db, hidden === undefined ? undefined : hidden ? isNotNull(moments.hiddenAt) : isNull(moments.hiddenAt), pageAsked);
  const page = toPage(rows, pageAsked.limit);
  return { nextCursor: page.nextCursor, items: await withLikesAndComments(db, page.items, toModerated) };
}

/** The author's own moments, hidden ones included with the operator's reason. */
export async function ownMoments(db: Database, userId: string, pageAsked: PageRequest): Promise<Page<ModeratedMoment>> {
  const rows = await readMoments(db, eq(moments.userId, userId), pageAsked);
  const page = toPage(rows, pageAsked.limit);
  return { nextCursor: page.nextCursor, items: await withLikesAndComments(db, page.items, toModerated) };
}

async function oneModerated(db: Executor, momentId: string): Promise<ModeratedMoment> {
  const [row] = await db.select(momentColumns).from(moments).innerJoin(users, eq(users.id, moments.userId)).where(eq(moments.id, momentId));
  if (!row) throw notFound(momentMessages.notFound);
  const [moment] = await withLikesAndComments(db, [row], toModerated);
  return moment!;
}

/**
 * The operator hides a moment from the feed, saying why; hiding it again replaces the reason. The
 * feed's cache forgets its pages on the update (feed-cache.ts), so the next read leaves it out.
 */
export async function hideMoment(db: Database, momentId: string, actor: AuditActor, reason: string): Promise<ModeratedMoment> {
  await moderate(db, momentId, actor, 'moment.hide', { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: actor.id });
  return oneModerated(db, momentId);
}

/** Back in the feed, at its own place by date; the reason is cleared with it. */
export async function unhideMoment(db: Database, momentId: string, actor: AuditActor): Promise<ModeratedMoment> {
  await moderate(db, momentId, actor, 'moment.unhide', { hiddenAt: null, hiddenReason: null, hiddenBy: null });
  return oneModerated(db, momentId);
}

/** One moderator's change of a moment and its audit row, in one transaction; 404 for no such moment. */
async function moderate(
  db: Database,
  momentId: string,
  actor: AuditActor,
  action: string,
  set: { hiddenAt: Date | null; hiddenReason: string | null; hiddenBy: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ hiddenAt: moments.hiddenAt, hiddenReason: moments.hiddenReason, userId: moments.userId }).from(moments).where(eq(moments.id, momentId)).for('update');
    if (!before) throw notFound(momentMessages.notFound);
    await tx.update(moments).set(set).where(eq(moments.id, momentId));
    await recordAudit(tx, actor, {
      action,
      subject: { kind: 'moment', id: momentId },
      before: { userId: before.userId, hidden: before.hiddenAt !== null, hiddenReason: before.hiddenReason },
      after: { userId: before.userId, hidden: set.hiddenAt !== null, hiddenReason: set.hiddenReason },
    });
  });
}
