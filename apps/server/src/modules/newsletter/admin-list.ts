import type { AdminNewsletterCounts, AdminNewsletterSubscriber, NewsletterStatus } from '@yatrika/contract/newsletter';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterSubscribers, type NewsletterSubscriberRow } from '../../db/schema/newsletter.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../../lib/pagination.ts';

const toSummary = (row: NewsletterSubscriberRow): AdminNewsletterSubscriber => ({
  _id: row.id,
  email: row.email,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/** The list newest first, all or by status, a page at a time. */
export async function listSubscribers(db: Executor, status: NewsletterStatus | undefined, page: PageRequest): Promise<Page<AdminNewsletterSubscriber>> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(and(status ? eq(newsletterSubscribers.status, status) : undefined, afterCursor(newsletterSubscribers.createdAt, newsletterSubscribers.id, page.cursor)))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(toSummary), nextCursor };
}

/** How many addresses are in each status; a status nobody is in counts 0. */
export async function countSubscribers(db: Executor): Promise<AdminNewsletterCounts> {
  const rows = await db.select({ status: newsletterSubscribers.status, count: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const counts: AdminNewsletterCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Every confirmed address, in the order they confirmed: the people a newsletter may be sent to. */
export const confirmedSubscribers = (db: Executor) =>
  db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
