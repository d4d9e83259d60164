import { createHash, randomBytes } from 'node:crypto';
import { STAFF_INVITATION_HOURS, teamMessages, type InvitationPreview, type TeamInvitation } from '@yatrika/contract/team';
import { staffRoleNames, staffRoleSummaries, type StaffRole } from '@yatrika/contract/staff';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { staffInvitations } from '../../db/schema/staff-invitations.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createStaffAccount, hashPassword } from '../auth/public.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';
import { queueEmail } from '../emails/public.ts';
import { fullName, toTeamInvitation } from './team-list.ts';
import { lockTeam, requireOwnersPermission } from './team-rules.ts';

/** The SHA-256 of an invitation's token, as stored: the token itself is only ever in the email. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invites a colleague by email with a role. The link (256 random bits) is emailed through the
 * outbox in the same transaction, so the email exists exactly when the invitation does; an
 * earlier open invitation to the same address is withdrawn, so only the newest link works.
 */
export async function invite(
  db: Database,
  actor: AuditActor,
  input: { email: string; role: StaffRole },
  publicUrl: string,
  now: Date = new Date(),
): Promise<TeamInvitation> {
  requireOwnersPermission(actor, input.role === 'owner');
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (existing) throw conflict(teamMessages.emailInTeam);
    const withdrawn = await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.withdrawnAt)))
      .returning({ id: staffInvitations.id });
    const [row] = await tx
      .insert(staffInvitations)
      .values({ email, staffRole: input.role, tokenHash: hashToken(token), invitedBy: actor.id, createdAt: now, expiresAt })
      .returning();
    await queueEmail(tx, {
      eventKey: `staff-invitation:${row!.id}`,
      kind: 'staff-invitation',
      to: email,
      data: {
        inviterName: actor.name,
        roleName: staffRoleNames[input.role],
        roleSummary: staffRoleSummaries[input.role],
        acceptUrl: `${publicUrl}/staff-invitation?token=${token}`,
        expiresInHours: STAFF_INVITATION_HOURS,
      },
    });
    await recordAudit(tx, actor, {
      action: 'team.invite',
      subject: { kind: 'staff-invitation', id: row!.id },
      after: { email, role: input.role, expiresAt: expiresAt.toISOString(), ...(withdrawn.length > 0 ? { replaces: withdrawn.map((old) => old.id) } : {}) },
    });
    return toTeamInvitation(row!, actor.name, now);
  });
}

export async function withdrawInvitation(db: Database, actor: AuditActor, invitationId: string, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx);
    const [open] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.withdrawnAt)))
      .for('update');
    if (!open) throw notFound(teamMessages.invitationNotFound);
    requireOwnersPermission(actor, open.staffRole === 'owner');
    await tx.update(staffInvitations).set({ withdrawnAt: now }).where(eq(staffInvitations.id, invitationId));
    await recordAudit(tx, actor, {
      action: 'team.invitation-withdraw',
      subject: { kind: 'staff-invitation', id: invitationId },
      before: { email: open.email, role: open.staffRole },
    });
  });
}

/** An invitation whose link still works: not accepted, not withdrawn, not expired. */
const usable = (token: string, now: Date) =>
  and(eq(staffInvitations.tokenHash, hashToken(token)), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.withdrawnAt), gt(staffInvitations.expiresAt, now));

/** What the invitation page shows; the same 404 for a link unknown, used, withdrawn or expired. */
export async function previewInvitation(db: Executor, token: string, now: Date = new Date()): Promise<InvitationPreview> {
  const [row] = await db
    .select({
      email: staffInvitations.email,
      staffRole: staffInvitations.staffRole,
      expiresAt: staffInvitations.expiresAt,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(usable(token, now));
  if (!row) throw notFound(teamMessages.invitationInvalid);
  return {
    email: row.email,
    role: row.staffRole,
    roleName: staffRoleNames[row.staffRole],
    roleSummary: staffRoleSummaries[row.staffRole],
    invitedBy: fullName(row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation: makes the staff account with the invited role. One conditional update
 * claims the invitation, so of two acceptances at once exactly one makes an account (the second
 * waits on the row lock, then finds it accepted); an account that cannot be made (its email taken
 * meanwhile) rolls the claim back. The new colleague is the actor of its own audit row.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name: string; password: string },
  ip: string,
  now: Date = new Date(),
) {
  // Hashed before the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.update(staffInvitations).set({ acceptedAt: now }).where(usable(input.token, now)).returning();
    if (!claimed) throw badRequest(teamMessages.invitationInvalid);
    const user = await createStaffAccount(tx, { name: input.name, email: claimed.email, staffRole: claimed.staffRole, passwordHash, now });
    await tx.update(staffInvitations).set({ acceptedUserId: user.id }).where(eq(staffInvitations.id, claimed.id));
    await recordAudit(tx, { id: user.id, name: fullName(user), role: claimed.staffRole, ip }, {
      action: 'team.accept',
      subject: { kind: 'staff', id: user.id },
      after: { email: user.email, role: claimed.staffRole, invitation: claimed.id },
    });
    return user;
  });
}
