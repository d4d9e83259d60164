import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { and, asc, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { defineJob } from '../../jobs/types.ts';
import { ledgerOf, owedPaise } from './booking-reads.ts';
import { queueBalanceReminder } from './booking-emails.ts';

export const BALANCE_REMINDERS_JOB = 'balance-reminders';

/** How many days before its due date a balance is first reminded of. */
export const BALANCE_REMINDER_DAYS_BEFORE = 3;

/**
 * Queues the balance reminders due today in India (decision 035): for every booking still owing a
 * balance due within the next 3 days, the "due soon" reminder, and on the due date itself the "due
 * today" one. The outbox's event key makes each once per booking, due date and kind, however often
 * this runs and on however many instances; a booking made inside the window gets its reminder on
 * the next run.
 */
export async function queueDueBalanceReminders(db: Database, now: Date): Promise<{ queued: number }> {
  const today = todayInIndia(now);
  const due = await db
    .select()
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.balanceDueOn),
        gte(bookings.balanceDueOn, today),
        lte(bookings.balanceDueOn, addDays(today, BALANCE_REMINDER_DAYS_BEFORE)),
        inArray(bookings.status, ['pending', 'booked']),
      ),
    )
    .orderBy(asc(bookings.balanceDueOn))
    .limit(500);
  let queued = 0;
  for (const row of due) {
    const sent = await db.transaction(async (tx) => {
      const balancePaise = owedPaise(row, await ledgerOf(tx, row.id));
      if (balancePaise <= 0) return false;
      return queueBalanceReminder(tx, row, balancePaise, row.balanceDueOn === today ? 'due' : 'before');
    });
    if (sent) queued += 1;
  }
  return { queued };
}

/** Runs on one instance at a time, every EMAIL_INTERVAL_SECONDS (or when an operator asks). */
export const balanceRemindersJob = (db: Database) =>
  defineJob<unknown>({
    name: BALANCE_REMINDERS_JOB,
    run: (_payload, { now }) => queueDueBalanceReminders(db, now),
  });
