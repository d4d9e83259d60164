import type { StaffRole } from '@yatrika/contract/staff';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { freshClientAddress } from './accounts.ts';
import type { SignedIn } from './app.ts';

let counter = 0;
export const colleagueEmail = (role: string) => `${role.replace('_', '-')}.${Date.now().toString(36)}${(counter++).toString(36)}@team.yatrika.test`;

export function inviteColleague(app: FastifyInstance, by: SignedIn, email: string, role: StaffRole) {
  return app.inject({ method: 'POST', url: '/api/admin/team/invitations', headers: by.headers, payload: { email, role } });
}

/** The link of the newest invitation emailed to this address, as queued in the outbox. */
export async function invitationLinkTo(db: Database, email: string): Promise<URL> {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, 'staff-invitation'), eq(emails.toAddress, email.toLowerCase())))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  if (!row) throw new Error(`no invitation emailed to ${email}`);
  return new URL((row.data as { acceptUrl: string }).acceptUrl);
}

export const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

export function acceptInvitation(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/team/invitations/accept', payload, remoteAddress: freshClientAddress() });
}

/** A colleague with this role, invited by `by` and signed in by accepting. */
export async function colleague(app: FastifyInstance, db: Database, by: SignedIn, role: StaffRole): Promise<SignedIn> {
  const email = colleagueEmail(role);
  const invited = await inviteColleague(app, by, email, role);
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await acceptInvitation(app, { token: tokenOf(await invitationLinkTo(db, email)), name: `Colleague ${role}`, password: 'colleague-pass-1' });
  if (accepted.statusCode !== 201) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const { token, user } = accepted.json();
  return { token, userId: user._id, email, username: user.username, headers: { authorization: `Bearer ${token}` } };
}
