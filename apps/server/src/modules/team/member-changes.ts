import type { StaffRole } from '@yatrika/contract/staff';
import type { TeamMember } from '@yatrika/contract/team';
import type { Database, Transaction } from '../../db/client.ts';
import { closeStaffAccount, reactivateStaffAccount, setStaffRole, suspendStaffAccount } from '../auth/public.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';
import { toTeamMember } from './team-list.ts';
import { keepAnOwner, lockedMember, lockTeam, refuseSelf, requireOwnersPermission } from './team-rules.ts';

type Member = Awaited<ReturnType<typeof lockedMember>>;

const auditView = (member: Member) => ({ email: member.email, role: member.staffRole, suspended: member.suspendedAt !== null });
const isActiveOwner = (member: Member) => member.staffRole === 'owner' && member.suspendedAt === null;

/**
 * One change to a colleague's account, in one transaction under the team's lock: the target is
 * read locked, the rules are checked against what is committed now, and the change and its audit
 * row commit together.
 */
async function changeMember(
  db: Database,
  actor: AuditActor,
  userId: string,
  change: (tx: Transaction, member: Member) => Promise<{ action: string; after: Member } | null>,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    const member = await lockedMember(tx, userId);
    const made = await change(tx, member);
    if (!made) return toTeamMember(member);
    await recordAudit(tx, actor, { action: made.action, subject: { kind: 'staff', id: userId }, before: auditView(member), after: auditView(made.after) });
    return toTeamMember(made.after);
  });
}

export function changeRole(db: Database, actor: AuditActor, userId: string, role: StaffRole): Promise<TeamMember> {
  return changeMember(db, actor, userId, async (tx, member) => {
    requireOwnersPermission(actor, member.staffRole === 'owner' || role === 'owner');
    if (member.staffRole === role) return null;
    if (isActiveOwner(member)) await keepAnOwner(tx, userId);
    await setStaffRole(tx, userId, role);
    return { action: 'team.role-change', after: { ...member, staffRole: role } };
  });
}

export function suspendMember(db: Database, actor: AuditActor, userId: string, now: Date = new Date()): Promise<TeamMember> {
  refuseSelf(actor, userId);
  return changeMember(db, actor, userId, async (tx, member) => {
    requireOwnersPermission(actor, member.staffRole === 'owner');
    if (member.suspendedAt) return null;
    if (isActiveOwner(member)) await keepAnOwner(tx, userId);
    await suspendStaffAccount(tx, userId, now);
    return { action: 'team.suspend', after: { ...member, suspendedAt: now } };
  });
}

export function reactivateMember(db: Database, actor: AuditActor, userId: string): Promise<TeamMember> {
  return changeMember(db, actor, userId, async (tx, member) => {
    requireOwnersPermission(actor, member.staffRole === 'owner');
    if (!member.suspendedAt) return null;
    await reactivateStaffAccount(tx, userId);
    return { action: 'team.reactivate', after: { ...member, suspendedAt: null } };
  });
}

/**
 * Removes a colleague: the account is closed, not deleted, so the bookings, notes and audit rows
 * that name it keep its name.
 */
export async function removeMember(db: Database, actor: AuditActor, userId: string, now: Date = new Date()): Promise<void> {
  refuseSelf(actor, userId);
  await db.transaction(async (tx) => {
    await lockTeam(tx);
    const member = await lockedMember(tx, userId);
    requireOwnersPermission(actor, member.staffRole === 'owner');
    if (isActiveOwner(member)) await keepAnOwner(tx, userId);
    await closeStaffAccount(tx, userId, now);
    await recordAudit(tx, actor, { action: 'team.remove', subject: { kind: 'staff', id: userId }, before: auditView(member), after: { removed: true } });
  });
}
