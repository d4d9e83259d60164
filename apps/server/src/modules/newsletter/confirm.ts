import { newsletterMessages } from '@yatrika/contract/newsletter';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { badRequest } from '../../lib/errors.ts';
import { readConfirmToken } from './links.ts';

/**
 * Follows the emailed confirmation link: the pending address is on the list from now. Following it
 * twice changes nothing and answers the same. A link the site did not sign, or from a request since
 * replaced (the address unsubscribed, or asked again), is refused: only the latest email confirms.
 */
export async function confirmSubscription(db: Database, token: string, now: Date = new Date()): Promise<void> {
  const request = await readConfirmToken(db, token);
  if (!request) throw badRequest(newsletterMessages.badConfirmLink);
  const latest = and(eq(newsletterSubscribers.id, request.subscriberId), eq(newsletterSubscribers.requestedAt, request.requestedAt));
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(latest, eq(newsletterSubscribers.status, 'pending')))
    .returning({ id: newsletterSubscribers.id });
  if (confirmed) return;
  const [already] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(and(latest, eq(newsletterSubscribers.status, 'confirmed')));
  if (!already) throw badRequest(newsletterMessages.badConfirmLink);
}
