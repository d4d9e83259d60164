import { PASSWORD_RESET_MINUTES, accountMessages } from '@yatrika/contract/account';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { users } from '../../db/schema/users.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { defineJob } from '../../jobs/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { queueEmail } from '../emails/public.ts';
import { endOpenTokens, newLinkToken, storeLinkToken, useLinkToken } from './account-tokens.ts';
import { hashPassword } from './passwords.ts';

/** The job that makes and emails a reset link, away from the request. */
export const PASSWORD_RESET_LINK_JOB = 'password-reset-link';

/**
 * "Forgot password": queues the work and returns. The caller answers the same sentence whatever
 * the address, and the request does the same work whatever the address (one job queued), so
 * neither the answer nor its time tells whether the address has an account: looking the account
 * up, making its link and queueing its email happen in the job (`sendPasswordResetLink`), after
 * the answer. The address typed is kept in the job's payload until done jobs are pruned.
 */
export async function requestPasswordReset(db: Database, email: string, now: Date = new Date()): Promise<void> {
  await enqueueJob(db, { name: PASSWORD_RESET_LINK_JOB, payload: { email, requestedAt: now.toISOString() } satisfies PasswordResetLinkRequest });
}

interface PasswordResetLinkRequest {
  email: string;
  requestedAt: string;
}

/**
 * For an existing account, a single-use link valid for 30 minutes is emailed (older links stop
 * working); for an unknown address, nothing. Safe to run twice: a link made for this account since
 * the request answers it (a second run, or two requests queued before either ran, send one link).
 */
export async function sendPasswordResetLink(db: Database, request: PasswordResetLinkRequest, publicUrl: string, now: Date = new Date()): Promise<{ sent: boolean }> {
  const [user] = await db
    .select({ id: users.id, firstname: users.firstname, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${request.email})`, isNull(users.closedAt)));
  if (!user) return { sent: false };
  const { token, tokenHash } = newLinkToken();
  return db.transaction(async (tx) => {
    // The account's row, locked: two runs for one account take turns, the second sees the first's link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [made] = await tx
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password-reset'), gte(accountTokens.createdAt, new Date(request.requestedAt))))
      .limit(1);
    if (made) return { sent: false };
    await endOpenTokens(tx, user.id, 'password-reset', now);
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
    const tokenId = await storeLinkToken(tx, { userId: user.id, purpose: 'password-reset', tokenHash, expiresAt });
    await queueEmail(tx, {
      eventKey: `password-reset:${tokenId}`,
      kind: 'password-reset',
      to: user.email,
      userId: user.id,
      data: { firstname: user.firstname, resetUrl: `${publicUrl}/reset-password?token=${token}`, expiresInMinutes: PASSWORD_RESET_MINUTES },
    });
    return { sent: true };
  });
}

export const passwordResetLinkJob = (db: Database, publicUrl: string) =>
  defineJob<PasswordResetLinkRequest>({ name: PASSWORD_RESET_LINK_JOB, run: (request) => sendPasswordResetLink(db, request, publicUrl) });

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
