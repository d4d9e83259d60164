import { customerMessages } from '@yatrika/contract/customers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;

/**
 * Locks both accounts of a merge, always in the same order (by id), so two merges of one pair,
 * or of the pair both ways round, take turns instead of deadlocking; the second then finds an
 * account closed by the first and is refused. Refuses a record merged with itself, an unknown
 * id, an administrator's account and a record closed already.
 */
export async function lockTravellersForMerge(tx: Executor, keptId: string, duplicateId: string): Promise<{ kept: UserRow; duplicate: UserRow }> {
  if (keptId === duplicateId) throw badRequest(customerMessages.mergeWithItself);
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [keptId, duplicateId]))
    .orderBy(asc(users.id))
    .for('update');
  const kept = rows.find((row) => row.id === keptId);
  const duplicate = rows.find((row) => row.id === duplicateId);
  if (!kept || !duplicate) throw notFound(customerMessages.notFound);
  if (kept.role !== 'traveller' || duplicate.role !== 'traveller') throw badRequest(customerMessages.mergeAdmin);
  if (kept.closedAt || duplicate.closedAt) throw conflict(customerMessages.alreadyMerged);
  return { kept, duplicate };
}

/**
 * Closes the duplicate of a merge in the merge's transaction: it can no longer sign in (the
 * closed mark), and every session it holds ends at once (a new session version).
 */
export async function closeMergedAccount(tx: Executor, duplicateId: string, keptId: string): Promise<void> {
  await tx
    .update(users)
    .set({ closedAt: new Date(), mergedIntoId: keptId, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, duplicateId));
}
