import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';

/** The outbox now: messages waiting for the `send-email` job, and messages refused for good. */
export interface OutboxState {
  queued: number;
  failed: number;
}

export async function outboxState(db: Executor): Promise<OutboxState> {
  const rows = await db
    .select({ status: emails.status, total: sql<number>`count(*)::int` })
    .from(emails)
    .where(inArray(emails.status, ['queued', 'failed']))
    .groupBy(emails.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0);
  return { queued: of('queued'), failed: of('failed') };
}
