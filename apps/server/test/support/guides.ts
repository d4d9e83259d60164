import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import type { SignedIn } from './app.ts';

/**
 * A staff account with the guide role: created by an administrator through the spec's
 * `POST /api/admin/register` (a manager), then made a guide in the database, as the team's
 * role change would.
 */
export async function signInGuide(app: FastifyInstance, db: Database, owner: SignedIn, name = 'Ravi Guide'): Promise<SignedIn> {
  const email = `guide.${randomUUID().slice(0, 8)}@yatrika.test`;
  const created = await app.inject({ method: 'POST', url: '/api/admin/register', headers: owner.headers, payload: { name, email, password: 'guide-password-1' } });
  if (created.statusCode !== 201) throw new Error(`guide register failed: ${created.statusCode} ${created.body}`);
  const { user } = created.json();
  await db.update(users).set({ staffRole: 'guide' }).where(eq(users.id, user._id));
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'guide-password-1' } });
  if (login.statusCode !== 200) throw new Error(`guide login failed: ${login.statusCode} ${login.body}`);
  const { token } = login.json();
  return { token, userId: user._id, email, username: user.username, headers: { authorization: `Bearer ${token}` } };
}

export function assignTourGuides(app: FastifyInstance, who: Pick<SignedIn, 'headers'>, tourId: string, guideIds: string[]) {
  return app.inject({ method: 'PUT', url: `/api/admin/tours/${tourId}/guides`, headers: who.headers, payload: { guideIds } });
}

export function assignDepartureGuides(app: FastifyInstance, who: Pick<SignedIn, 'headers'>, tourId: string, date: string, payload: { startTime?: string; guideIds: string[] }) {
  return app.inject({ method: 'PUT', url: `/api/admin/tours/${tourId}/departures/${date}/guides`, headers: who.headers, payload });
}
