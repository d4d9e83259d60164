import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/account-tokens.ts';

/** The SHA-256 of a link token, as stored: the token itself is only ever in the email. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token (256 random bits, URL-safe) and the hash that is stored for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/**
 * Ends every unused token of this purpose for the account, so only the newest emailed link
 * works. An id that matches no account ends nothing, at the same cost.
 */
export async function endOpenTokens(executor: Executor, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await executor
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function storeLinkToken(
  executor: Executor,
  token: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; newEmail?: string; expiresAt: Date },
): Promise<string> {
  const [row] = await executor
    .insert(accountTokens)
    .values({ userId: token.userId, purpose: token.purpose, tokenHash: token.tokenHash, newEmail: token.newEmail ?? null, expiresAt: token.expiresAt })
    .returning({ id: accountTokens.id });
  return row!.id;
}

/**
 * Uses a token once: marks it used and answers its row, or undefined when it is unknown, of
 * another purpose, used or expired. One conditional update decides, so of two requests with the
 * same token exactly one gets the row (the second waits on the row lock, then sees it used).
 */
export async function useLinkToken(executor: Executor, token: string, purpose: AccountTokenPurpose, now: Date) {
  const [row] = await executor
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashLinkToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
