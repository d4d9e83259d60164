import { authMessages } from '@yatrika/contract/auth';
import type { StaffRole } from '@yatrika/contract/staff';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { conflict } from '../../lib/errors.ts';
import { emailTaken, explainUniqueViolation, freeUsernameFor } from './service.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The writes the operator's team asks of staff accounts (modules/team decides who may make them
 * and records them in the audit log). Each takes the caller's transaction, so the change, its
 * invitation and its audit row commit together. Every one updates `users`, which is announced:
 * each instance forgets the sessions it remembers, so a change takes effect at once everywhere.
 */

/**
 * Makes the staff account an accepted invitation asks for, signed in from now. The email's unique
 * index decides under a race; its violation reads as the usual sentence.
 */
export async function createStaffAccount(
  tx: Executor,
  input: { name: string; email: string; staffRole: StaffRole; passwordHash: string; now: Date },
): Promise<UserRow> {
  if ((await emailTaken(tx, input.email)).length > 0) throw conflict(authMessages.emailTaken);
  const [firstname, ...rest] = input.name.trim().split(/\s+/);
  try {
    const [user] = await tx
      .insert(users)
      .values({
        role: 'admin',
        staffRole: input.staffRole,
        firstname: firstname ?? input.name,
        lastname: rest.join(' '),
        username: await freeUsernameFor(tx, input.email),
        email: input.email.toLowerCase(),
        passwordHash: input.passwordHash,
        lastSignInAt: input.now,
      })
      .returning();
    return user!;
  } catch (error) {
    explainUniqueViolation(error);
  }
}

export async function setStaffRole(tx: Executor, userId: string, staffRole: StaffRole): Promise<void> {
  await tx.update(users).set({ staffRole }).where(eq(users.id, userId));
}

/**
 * Suspends a staff account: it cannot sign in, and every session it holds ends (a new session
 * version, so reactivating it later does not revive tokens issued before).
 */
export async function suspendStaffAccount(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: now, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function reactivateStaffAccount(tx: Executor, userId: string): Promise<void> {
  await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
}

/**
 * Removes a colleague from the team: the account is closed (it cannot sign in, its sessions end)
 * but its row stays, so bookings, notes and the audit log still name who did what.
 */
export async function closeStaffAccount(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ closedAt: now, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Remembers a staff account's sign-in at the admin door, for the team screen. */
export async function recordStaffSignIn(db: Executor, userId: string, now: Date = new Date()): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}
