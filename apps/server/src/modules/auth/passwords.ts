import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash keeps a core busy for tens of milliseconds. Unbounded, a burst of sign-ins takes
 * every core and the rest of the site waits behind it; one core is always left to everything
 * else (one hash at a time on a 2-core machine). Sign-ins queue instead, using no CPU while they wait.
 */
const hashing = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string) => hashing(() => hash(password, options));

/** Compared against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const stored = passwordHash ?? (await decoyHash);
  try {
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
}
