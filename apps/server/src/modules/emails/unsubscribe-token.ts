import { createHmac, timingSafeEqual } from 'node:crypto';

// An unsubscribe link names the account and carries a signature, so it works from any mail app
// without signing in, and no one can unsubscribe another traveller by changing the id.

const signature = (key: string, userId: string) => createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url').slice(0, 32);

export const unsubscribeToken = (key: string, userId: string) => `${userId}.${signature(key, userId)}`;

/** The account a token names, or null when the token is not one this site signed. */
export function userOfUnsubscribeToken(key: string, token: string): string | null {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const expected = Buffer.from(signature(key, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
