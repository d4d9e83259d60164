import type { ChangeFeed } from '../../db/changes.ts';
import type { JsonBody } from '../../lib/json-body.ts';
import { MemoryCache } from '../../lib/memory-cache.ts';

/** A feed page as sent: its JSON (serialized and checked against the contract once) and the next page's cursor. */
export interface CachedFeedPage {
  body: JsonBody;
  nextCursor: string | undefined;
}

/** What the feed shows: the moments, their likes and comments, and their authors' names and photos. */
const feedTables = new Set(['moments', 'moment_likes', 'moment_comments', 'users']);

/**
 * Feed pages by limit and cursor, the same for every reader (whether "I liked it" is the reader's
 * own id in `likes`). Any change to what the feed shows, by any instance, forgets them all
 * (migrations 0004 and 0028 announce it); a write answers only once its announcement was heard
 * (plugins/read-your-writes.ts), so a traveller who likes a moment sees the like on the next read.
 */
export function createFeedCache(changes: ChangeFeed): MemoryCache<string, CachedFeedPage> {
  // Cursors make the key space open-ended: past 500 pages (about 7 MB) the oldest go first.
  const pages = new MemoryCache<string, CachedFeedPage>({ maxEntries: 500, maxAgeMs: 10 * 60_000, isLive: changes.live });
  changes.subscribe((change) => {
    if (change.kind === 'everything' || (change.kind === 'table' && feedTables.has(change.table))) pages.forget();
  });
  return pages;
}
