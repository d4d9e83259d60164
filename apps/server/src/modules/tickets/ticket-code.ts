import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { ensureSecret } from '../../db/settings.ts';

/**
 * The text a ticket's QR code holds: `YTK1.<reference>.<signature>`, where the signature is the
 * first 16 bytes of HMAC-SHA256(reference) under a key kept in the database (so every instance
 * signs alike), in base64url. A scanner can refuse a forged or altered code from the text alone,
 * before looking any booking up. "YTK1" names this format, so a later one can live beside it.
 */
const version = 'YTK1';
const signatureBytes = 16;
const keySetting = 'ticket-signing-key';

// The key never changes once stored: read it once per database, not on every scan.
const keys = new WeakMap<object, Promise<string>>();
function signingKey(db: Executor): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = ensureSecret(db, keySetting);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const signatureOf = (key: string, reference: string) => createHmac('sha256', key).update(`${version}.${reference}`).digest().subarray(0, signatureBytes);

/** Makes the signing key at boot, so no booking or scan is the first to write it. */
export const prepareTicketKey = (db: Executor): Promise<unknown> => signingKey(db);

/** The QR text of the booking with this reference. */
export async function ticketCodeFor(db: Executor, reference: string): Promise<string> {
  return `${version}.${reference}.${signatureOf(await signingKey(db), reference).toString('base64url')}`;
}

/** The reference a scanned code carries, if its signature is ours; undefined for anything else. */
export async function verifyTicketCode(db: Executor, code: string): Promise<string | undefined> {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== version) return undefined;
  const [, reference, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== signatureBytes || given.toString('base64url') !== signature) return undefined;
  return timingSafeEqual(given, signatureOf(await signingKey(db), reference)) ? reference : undefined;
}
