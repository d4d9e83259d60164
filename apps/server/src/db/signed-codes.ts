import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from './client.ts';
import { ensureSecret } from './settings.ts';

const signatureBytes = 16;

export interface SignedCodes {
  /** Makes the signing key at boot, so no request is the first to write it (a refused one must change nothing). */
  prepare(db: Executor): Promise<unknown>;
  /** `<version>.<value>.<signature>` for a value. */
  sign(db: Executor, value: string): Promise<string>;
  /** The value a code carries, if this site signed it; undefined for anything else. */
  verify(db: Executor, code: string): Promise<string | undefined>;
}

/**
 * Codes of the form `<version>.<value>.<signature>`: the signature is the first 16 bytes of
 * HMAC-SHA256 of `<version>.<value>` under a key kept in the database's settings (so every
 * instance signs alike), in base64url. A forged or altered code is refused from its text alone,
 * before anything is looked up; the version names the format, so a later one can live beside it.
 * The value must not contain a dot.
 */
export function signedCodes(version: string, keySetting: string): SignedCodes {
  // The key never changes once stored: read it once per database, not on every code.
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
  const signatureOf = (key: string, value: string) => createHmac('sha256', key).update(`${version}.${value}`).digest().subarray(0, signatureBytes);

  return {
    prepare: (db) => signingKey(db),
    async sign(db, value) {
      return `${version}.${value}.${signatureOf(await signingKey(db), value).toString('base64url')}`;
    },
    async verify(db, code) {
      const parts = code.trim().split('.');
      if (parts.length !== 3 || parts[0] !== version) return undefined;
      const [, value, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      if (!value || given.length !== signatureBytes || given.toString('base64url') !== signature) return undefined;
      return timingSafeEqual(given, signatureOf(await signingKey(db), value)) ? value : undefined;
    },
  };
}
