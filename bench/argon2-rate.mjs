// How many argon2id verifications per second this machine does with Yatrika's parameters
// (apps/server/src/modules/auth/passwords.ts), `concurrency` at a time: the ceiling on logins.
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const seconds = Number(process.argv[2] ?? 3);
const concurrency = Number(process.argv[3] ?? 2);
const stored = await hash('bench-password-1', options);
let done = 0;
const end = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      await verify(stored, 'bench-password-1');
      done++;
    }
  }),
);
console.log(JSON.stringify({ verificationsPerSecond: done / seconds }));
