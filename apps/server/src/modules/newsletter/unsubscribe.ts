import { newsletterMessages } from '@yatrika/contract/newsletter';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { badRequest } from '../../lib/errors.ts';
import { readUnsubscribeToken } from './links.ts';

/**
 * The unsubscribe link of any newsletter message: the address is off the list, whether it was
 * confirmed or still waiting. Doing it twice changes nothing (the first time is kept); an address
 * whose row is gone answers the same, as it gets nothing either way.
 */
export async function unsubscribe(db: Database, token: string, now: Date = new Date()): Promise<void> {
  const subscriberId = await readUnsubscribeToken(db, token);
  if (!subscriberId) throw badRequest(newsletterMessages.badUnsubscribeLink);
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, subscriberId), ne(newsletterSubscribers.status, 'unsubscribed')));
}
