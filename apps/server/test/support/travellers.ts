import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { freshClientAddress } from './accounts.ts';
import type { SignedIn } from './app.ts';

/**
 * Traveller accounts written straight to the database, each with a valid session token: for
 * tests that need many accounts (the sign-up's per-address limit, and its password hashing,
 * are not what they test). Nobody can sign in with the stored hash. Each calls from an address
 * of its own (SignedIn.remoteAddress), as different people do.
 */
export async function insertTravellers(app: FastifyInstance, db: Database, count: number): Promise<SignedIn[]> {
  const rows = Array.from({ length: count }, () => {
    const tag = randomUUID().replaceAll('-', '').slice(0, 12);
    return { firstname: 'Test', lastname: 'Traveller', username: `traveller_${tag}`, email: `traveller.${tag}@example.in`, passwordHash: 'not-a-hash' };
  });
  const inserted = await db.insert(users).values(rows).returning();
  return inserted.map((user) => {
    const token = app.issueToken(user);
    return { token, userId: user.id, email: user.email, username: user.username, headers: { authorization: `Bearer ${token}` }, remoteAddress: freshClientAddress() };
  });
}
