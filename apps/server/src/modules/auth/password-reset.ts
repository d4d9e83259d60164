import { PASSWORD_RESET_MINUTES, accountMessages } from '@yatrika/contract/account';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/errors.ts';
import { queueEmail } from '../emails/public.ts';
import { endOpenTokens, newLinkToken, storeLinkToken, useLinkToken } from './account-tokens.ts';
import { hashPassword } from './passwords.ts';

/** Matches no account: an unknown address runs the same queries as a known one. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * "Forgot password": for an existing account, a single-use link valid for 30 minutes is emailed
 * (older links stop working). The caller answers the same sentence either way, and the work is
 * the same either way (one lookup, a token made, one transaction) so the time does not tell
 * whether the address has an account.
 */
export async function requestPasswordReset(db: Database, email: string, publicUrl: string): Promise<void> {
  const now = new Date();
  const [user] = await db
    .select({ id: users.id, firstname: users.firstname, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await endOpenTokens(tx, user?.id ?? NO_ACCOUNT, 'password-reset', now);
    if (!user) return;
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
    const tokenId = await storeLinkToken(tx, { userId: user.id, purpose: 'password-reset', tokenHash, expiresAt });
    await queueEmail(tx, {
      eventKey: `password-reset:${tokenId}`,
      kind: 'password-reset',
      to: user.email,
      userId: user.id,
      data: { firstname: user.firstname, resetUrl: `${publicUrl}/reset-password?token=${token}`, expiresInMinutes: PASSWORD_RESET_MINUTES },
    });
  });
}

/**
 * Sets the new password from a reset link: the token is used once, and the session version is
 * raised, so every session of the account ends (whoever asked for the link may not be the only
 * one holding the old password). Answers the account, to sign this browser in afresh.
 */
export async function resetPassword(db: Database, token: string, password: string) {
  // Hashed before the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await useLinkToken(tx, token, 'password-reset', new Date());
    if (!used) throw badRequest(accountMessages.resetLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, used.userId))
      .returning();
    // The token's row cascades with its account, so a used token always has one.
    if (!user) throw badRequest(accountMessages.resetLinkInvalid);
    return user;
  });
}
