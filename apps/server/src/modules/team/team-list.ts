import { staffRoleNames, staffRoles, type StaffRole } from '@yatrika/contract/staff';
import type { TeamInvitation, TeamMember, TeamResponse } from '@yatrika/contract/team';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { staffInvitations } from '../../db/schema/staff-invitations.ts';
import { users } from '../../db/schema/users.ts';

type StaffRow = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'lastname' | 'username' | 'email' | 'staffRole' | 'lastSignInAt' | 'suspendedAt' | 'createdAt'>;

export const staffColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  username: users.username,
  email: users.email,
  staffRole: users.staffRole,
  lastSignInAt: users.lastSignInAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

export const fullName = (row: { firstname: string; lastname: string; username: string }) =>
  [row.firstname, row.lastname].filter(Boolean).join(' ') || row.username;

export function toTeamMember(row: StaffRow): TeamMember {
  // Every staff row has a role (users_staff_role_check); the fallback only satisfies the type.
  const role: StaffRole = row.staffRole ?? 'guide';
  return {
    _id: row.id,
    name: fullName(row),
    email: row.email,
    role,
    roleName: staffRoleNames[role],
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    status: row.suspendedAt ? 'suspended' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTeamInvitation(
  row: Pick<typeof staffInvitations.$inferSelect, 'id' | 'email' | 'staffRole' | 'createdAt' | 'expiresAt'>,
  invitedBy: string,
  now: Date,
): TeamInvitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.staffRole,
    roleName: staffRoleNames[row.staffRole],
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** Owners first, then down the roles as the contract lists them; by name within a role. */
const roleRank = (role: StaffRole | null) => (role ? staffRoles.indexOf(role) : staffRoles.length);

/**
 * Every staff account still in the team (removed ones are closed and left out) and every
 * invitation still open, expired ones included so the operator sees they lapsed and can withdraw them.
 */
export async function listTeam(db: Executor, now: Date = new Date()): Promise<TeamResponse> {
  const members = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.closedAt)))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
  members.sort((a, b) => roleRank(a.staffRole) - roleRank(b.staffRole));
  const inviter = alias(users, 'inviter');
  const invitations = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      staffRole: staffInvitations.staffRole,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      inviterFirstname: inviter.firstname,
      inviterLastname: inviter.lastname,
      inviterUsername: inviter.username,
    })
    .from(staffInvitations)
    .innerJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.withdrawnAt)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
  return {
    members: members.map(toTeamMember),
    invitations: invitations.map((row) =>
      toTeamInvitation(row, fullName({ firstname: row.inviterFirstname, lastname: row.inviterLastname, username: row.inviterUsername }), now),
    ),
  };
}
