import { accountMessages } from '@yatrika/contract/account';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type UserRow = typeof users.$inferSelect;

/** The signed-in account, after checking its password: settings that change the account ask for it again. */
export async function accountWithPassword(db: Database, userId: string, password: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found.');
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(accountMessages.wrongPassword);
  return user;
}

/**
 * Changes the password of the signed-in account and raises its session version: every other
 * session ends; the caller issues this session a new token with the new version.
 */
export async function changePassword(db: Database, userId: string, currentPassword: string, newPassword: string): Promise<UserRow> {
  const user = await accountWithPassword(db, userId, currentPassword);
  if (currentPassword === newPassword) throw badRequest(accountMessages.samePassword);
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound('Account not found.');
  return updated;
}
