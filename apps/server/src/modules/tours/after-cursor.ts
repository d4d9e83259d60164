import { and, eq, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Cursor } from '../../lib/pagination.ts';

/**
 * Rows after `cursor` in (createdAt desc, id desc) order, in a form the
 * (created_at desc, id desc) indexes serve. Exact because timestamps are
 * stored with millisecond precision, like the cursor's JS Date.
 */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor): SQL | undefined {
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}
