import type * as Argon2 from '@node-rs/argon2';
import { vi } from 'vitest';

/**
 * Set-up of the integration projects (vitest.config.ts): passwords are hashed at argon2's lowest
 * cost (1 MiB, 1 pass) instead of the production one (19 MiB, 2 passes). The suite signs up
 * thousands of accounts, and at the production cost their hashing was about 45 s of each
 * database's run; nothing in these tests is about how slow a hash is. Verifying reads the cost
 * from the stored hash, so it follows. The production cost itself is checked where nothing is
 * replaced: modules/auth/passwords.unit.test.ts, and every hash the browser journeys, the crash
 * check and the server processes of process.test.ts make.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  const testCost = { memoryCost: 1024, timeCost: 1 };
  return { ...argon2, hash: (password: string | Uint8Array, options?: Argon2.Options) => argon2.hash(password, { ...options, ...testCost }) };
});
