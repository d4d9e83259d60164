import type { SubscribeRequest } from '@yatrika/contract/newsletter';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { queueEmail } from '../emails/public.ts';
import { confirmToken, unsubscribeToken } from './links.ts';

/**
 * The footer's box: an address becomes a pending subscriber and gets an email asking to confirm.
 * An address still waiting gets a fresh link; one that unsubscribed must confirm again; one already
 * confirmed gets nothing (it is on the list). The caller answers all of them alike, so the box
 * never tells a stranger who is subscribed. A filled-in honeypot (`website`) is a robot's: nothing
 * is stored or sent.
 */
export async function subscribe(db: Database, input: SubscribeRequest, now: Date = new Date()): Promise<void> {
  if (input.website?.trim()) return;
  const email = input.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    // One statement whatever the row's state, so two quick submissions of one address make one row.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, status: 'pending', createdAt: now, requestedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { status: 'pending', requestedAt: now, unsubscribedAt: null },
        setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return;
    await queueEmail(tx, {
      eventKey: `newsletter-confirmation:${row.id}:${now.getTime()}`,
      kind: 'newsletter-confirmation',
      to: email,
      data: { confirmToken: await confirmToken(tx, row.id, now), unsubscribeToken: await unsubscribeToken(tx, row.id) },
    });
  });
}

