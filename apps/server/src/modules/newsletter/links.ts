import { signedCodes } from '../../db/signed-codes.ts';
import type { Executor } from '../../db/client.ts';

// The newsletter's emailed links name the subscriber and carry a signature, so they work from any
// mail app without an account, and nobody confirms or unsubscribes another address by changing an id.
// Each kind has its own version, so a confirmation link can never be used to unsubscribe, nor the reverse.
const LINK_KEY = 'newsletter-link-key';
const confirmCodes = signedCodes('nc1', LINK_KEY);
const unsubscribeCodes = signedCodes('nu1', LINK_KEY);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Made at boot, so no request is the first to write the key. */
export const prepareNewsletterLinks = (db: Executor) => Promise.all([confirmCodes.prepare(db), unsubscribeCodes.prepare(db)]);

/**
 * Confirms one request: it names the time confirmation was asked for, so once the address has
 * unsubscribed (or asked again), an older email's link confirms nothing.
 */
export const confirmToken = (db: Executor, subscriberId: string, requestedAt: Date) => confirmCodes.sign(db, `${subscriberId}~${requestedAt.getTime()}`);

export async function readConfirmToken(db: Executor, token: string): Promise<{ subscriberId: string; requestedAt: Date } | undefined> {
  const value = await confirmCodes.verify(db, token);
  const [subscriberId, millis, ...rest] = value?.split('~') ?? [];
  if (!subscriberId || !uuidPattern.test(subscriberId) || !millis || !/^\d+$/.test(millis) || rest.length > 0) return undefined;
  return { subscriberId, requestedAt: new Date(Number(millis)) };
}

/** Takes the address off the list, from any message, however old. */
export const unsubscribeToken = (db: Executor, subscriberId: string) => unsubscribeCodes.sign(db, subscriberId);

export async function readUnsubscribeToken(db: Executor, token: string): Promise<string | undefined> {
  const subscriberId = await unsubscribeCodes.verify(db, token);
  return subscriberId && uuidPattern.test(subscriberId) ? subscriberId : undefined;
}
