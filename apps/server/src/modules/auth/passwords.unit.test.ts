import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

// The integration suite hashes at a test-only cost (test/support/password-cost.ts); this is the cost
// every real account gets.
describe('password hashing', () => {
  it('stores argon2id at the OWASP minimum cost (19 MiB, 2 passes, 1 lane), with a salt of its own', async () => {
    const [first, second] = [await hashPassword('correct-horse-42'), await hashPassword('correct-horse-42')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    expect(second).not.toBe(first);
  });

  it('accepts the password it hashed and nothing else, and refuses when there is no account', async () => {
    const stored = await hashPassword('correct-horse-42');
    expect(await verifyPassword(stored, 'correct-horse-42')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-43')).toBe(false);
    expect(await verifyPassword(undefined, 'correct-horse-42')).toBe(false);
  });
});
