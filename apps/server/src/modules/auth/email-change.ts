import { EMAIL_CHANGE_HOURS, accountMessages } from '@yatrika/contract/account';
import { authMessages } from '@yatrika/contract/auth';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { queueEmail } from '../emails/public.ts';
import { endOpenTokens, newLinkToken, storeLinkToken, useLinkToken } from './account-tokens.ts';
import { accountWithPassword } from './password-change.ts';
import { emailTaken, explainUniqueViolation } from './service.ts';

/**
 * Asks to move the account to a new address: after the password, a single-use link goes to the
 * NEW address, which proves it is the traveller's; nothing changes until it is opened. An
 * address another account uses is refused now, and again when confirmed.
 */
export async function requestEmailChange(db: Database, userId: string, input: { email: string; password: string }, publicUrl: string): Promise<void> {
  const user = await accountWithPassword(db, userId, input.password);
  const newEmail = input.email.toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw badRequest(accountMessages.sameEmail);
  if ((await emailTaken(db, newEmail, user.id)).length > 0) throw conflict(authMessages.emailTaken);
  const now = new Date();
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await endOpenTokens(tx, user.id, 'email-change', now);
    const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3600_000);
    const tokenId = await storeLinkToken(tx, { userId: user.id, purpose: 'email-change', tokenHash, newEmail, expiresAt });
    await queueEmail(tx, {
      eventKey: `email-change:${tokenId}`,
      kind: 'email-change',
      to: newEmail,
      userId: user.id,
      data: { firstname: user.firstname, newEmail, confirmUrl: `${publicUrl}/confirm-email?token=${token}`, expiresInHours: EMAIL_CHANGE_HOURS },
    });
  });
}

/**
 * Opens the confirmation link: the account takes the new address. Needs no session, since the
 * link may be opened on another device; the token alone proves the request. If another account
 * took the address meanwhile, 409 and the link stays unused.
 */
export async function confirmEmailChange(db: Database, token: string): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const used = await useLinkToken(tx, token, 'email-change', new Date());
      if (!used?.newEmail) throw badRequest(accountMessages.emailChangeInvalid);
      if ((await emailTaken(tx, used.newEmail, used.userId)).length > 0) throw conflict(authMessages.emailTaken);
      const [before] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, used.userId));
      const [user] = await tx.update(users).set({ email: used.newEmail }).where(eq(users.id, used.userId)).returning({ email: users.email });
      if (!user || !before) throw badRequest(accountMessages.emailChangeInvalid);
      // The old address hears of it, so an owner who did not ask finds out.
      await queueEmail(tx, {
        eventKey: `email-changed:${used.id}`,
        kind: 'email-changed',
        to: before.email,
        userId: used.userId,
        data: { firstname: before.firstname, newEmail: user.email },
      });
      return user.email;
    });
  } catch (error) {
    explainUniqueViolation(error);
  }
}
