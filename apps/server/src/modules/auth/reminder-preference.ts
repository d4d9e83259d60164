import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The traveller stops trip reminders and review requests (decision 012), from the link in one of
 * them. The first time counts: doing it again keeps the moment it was first asked.
 */
export async function stopReminders(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ remindersUnsubscribedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.remindersUnsubscribedAt)));
}
