import { RESELLER_KEY_PREFIX } from '@yatrika/contract/reseller-limits';
import { createHash, randomBytes } from 'node:crypto';

/** How much of a key the operator sees: the prefix and six characters, far too few to guess the rest. */
const SHOWN_CHARACTERS = RESELLER_KEY_PREFIX.length + 6;

export interface NewApiKey {
  /** Handed to the reseller once; never stored. */
  key: string;
  hash: string;
  prefix: string;
}

/**
 * SHA-256, hex. A key is 256 random bits, so nobody can try keys against a stolen hash the way
 * they can try passwords: a slow hash (argon2) would buy nothing and cost every API request, and
 * a plain digest lets each request find its reseller by an indexed lookup of the hash.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A fresh key: `yk_` and 32 random bytes in base64url (43 characters). */
export function newApiKey(): NewApiKey {
  const key = `${RESELLER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, SHOWN_CHARACTERS) };
}
