import type { Moment, MomentComment } from '@yatrika/contract/moments';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';

export const FEED_PAGE_SIZE = 20;
/** The feed card shows a scrolling list; older comments beyond this stay counted but are not sent. */
export const COMMENTS_PER_MOMENT = 50;

export interface MomentRow {
  id: string;
  image: string;
  description: string;
  createdAt: Date;
  userId: string;
  username: string;
  photo: string | null;
}

/** One page of the feed, newest first, in three queries whatever the page size. */
export async function momentsFeed(db: Executor, { limit, cursor }: PageRequest): Promise<Page<Moment>> {
  const rows = await db
    .select({
      id: moments.id,
      image: moments.image,
      description: moments.description,
      createdAt: moments.createdAt,
      userId: users.id,
      username: users.username,
      photo: users.photo,
    })
    .from(moments)
    .innerJoin(users, eq(users.id, moments.userId))
    // A moment the operator hid leaves the feed; its author still sees it (moderation.ts).
    .where(and(isNull(moments.hiddenAt), afterCursor(moments.createdAt, moments.id, cursor)))
    .orderBy(desc(moments.createdAt), desc(moments.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return { nextCursor: page.nextCursor, items: await withLikesAndComments(db, page.items, toMoment) };
}

/** Each moment of a page with its likes and latest comments, in two queries. */
export async function withLikesAndComments<Row extends MomentRow, Out>(
  db: Executor,
  rows: Row[],
  build: (row: Row, likes: string[], comments: { items: MomentComment[]; total: number } | undefined) => Out,
): Promise<Out[]> {
  const ids = rows.map((row) => row.id);
  const [likes, comments] = await Promise.all([likesOf(db, ids), latestCommentsOf(db, ids)]);
  return rows.map((row) => build(row, likes.get(row.id) ?? [], comments.get(row.id)));
}

export function toMoment(
  row: MomentRow,
  likes: string[],
  comments: { items: MomentComment[]; total: number } = { items: [], total: 0 },
): Moment {
  return {
    _id: row.id,
    image: row.image,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    user: { _id: row.userId, username: row.username, photo: row.photo },
    likes,
    likesCount: likes.length,
    comments: comments.items,
    commentsCount: comments.total,
  };
}

/** Who liked each moment, in the order they liked it. */
export async function likesOf(db: Executor, momentIds: string[]): Promise<Map<string, string[]>> {
  const likes = new Map<string, string[]>();
  if (momentIds.length === 0) return likes;
  const rows = await db
    .select({ momentId: momentLikes.momentId, userId: momentLikes.userId })
    .from(momentLikes)
    .where(inArray(momentLikes.momentId, momentIds))
    .orderBy(asc(momentLikes.createdAt), asc(momentLikes.userId));
  for (const row of rows) {
    const list = likes.get(row.momentId) ?? [];
    list.push(row.userId);
    likes.set(row.momentId, list);
  }
  return likes;
}

/** The latest comments of each moment (oldest first) and each moment's full comment count, in one query. */
async function latestCommentsOf(db: Executor, momentIds: string[]) {
  const comments = new Map<string, { items: MomentComment[]; total: number }>();
  if (momentIds.length === 0) return comments;
  const ranked = db
    .select({
      id: momentComments.id,
      momentId: momentComments.momentId,
      text: momentComments.text,
      createdAt: momentComments.createdAt,
      userId: sql<string>`${users.id}`.as('commenter_id'),
      username: users.username,
      rank: sql<number>`row_number() over (partition by ${momentComments.momentId} order by ${momentComments.createdAt} desc, ${momentComments.id} desc)`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${momentComments.momentId}))::int`.as('total'),
    })
    .from(momentComments)
    .innerJoin(users, eq(users.id, momentComments.userId))
    .where(inArray(momentComments.momentId, momentIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, COMMENTS_PER_MOMENT))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  for (const row of rows) {
    const entry = comments.get(row.momentId) ?? { items: [], total: Number(row.total) };
    entry.items.push({
      _id: row.id,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      user: { _id: row.userId, username: row.username },
    });
    comments.set(row.momentId, entry);
  }
  return comments;
}
