import { staffMay, staffMessages, type StaffRole } from '@yatrika/contract/staff';
import { teamMessages } from '@yatrika/contract/team';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuditActor } from '../audit/public.ts';
import { staffColumns } from './team-list.ts';

/**
 * Every change to the team takes this lock first, so changes take turns: two owners demoting each
 * other at once cannot both pass the "another active owner remains" check and leave none.
 */
export async function lockTeam(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('yatrika:team'))`);
}

/** A staff account still in the team, locked for the change; 404 for anyone else (a traveller, a removed account). */
export async function lockedMember(tx: Executor, userId: string) {
  const [member] = await tx
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'admin'), isNull(users.closedAt)))
    .for('update');
  if (!member?.staffRole) throw notFound(teamMessages.memberNotFound);
  return { ...member, staffRole: member.staffRole };
}

/**
 * Owners are changed, suspended and removed, and made, only by someone holding `team.owners`; a
 * manager is answered 403 naming that permission, as for a route.
 */
export function requireOwnersPermission(actor: AuditActor, touchesAnOwner: boolean): void {
  if (!touchesAnOwner) return;
  const role = actor.role as StaffRole;
  if (staffMay(role, 'team.owners')) return;
  throw new AppError('forbidden', staffMessages.permissionMissing(role, 'team.owners'), { permission: 'team.owners' });
}

export function refuseSelf(actor: AuditActor, userId: string): void {
  if (actor.id === userId) throw forbidden(teamMessages.notYourself);
}

/** The team keeps at least one active owner: refuses a change that would take away the last one. Call under lockTeam. */
export async function keepAnOwner(tx: Executor, leavingOwnerId: string): Promise<void> {
  const [others] = await tx
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.staffRole, 'owner'), isNull(users.suspendedAt), isNull(users.closedAt), ne(users.id, leavingOwnerId)));
  if ((others?.value ?? 0) === 0) throw conflict(teamMessages.lastOwner);
}
