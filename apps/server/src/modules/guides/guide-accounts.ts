import type { GuideAccount } from '@yatrika/contract/guides';
import { guideMessages } from '@yatrika/contract/guides';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/errors.ts';

const accountColumns = {
  _id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  username: users.username,
  email: users.email,
  suspendedAt: users.suspendedAt,
};

type AccountRow = { _id: string; firstname: string; lastname: string; username: string; email: string; suspendedAt: Date | null };

export const toGuideAccount = (row: AccountRow): GuideAccount => ({
  _id: row._id,
  name: `${row.firstname} ${row.lastname}`.trim() || row.username,
  email: row.email,
  suspended: row.suspendedAt !== null,
});

const isGuide = and(eq(users.role, 'admin'), eq(users.staffRole, 'guide'), isNull(users.closedAt));

/** Every staff account whose role is guide, by name: the choices of the assignment fields. */
export async function listGuideAccounts(db: Executor): Promise<GuideAccount[]> {
  const rows = await db.select(accountColumns).from(users).where(isGuide).orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
  return rows.map(toGuideAccount);
}

/** The accounts the ids name, each a guide, or 400: an assignment never names a traveller or a manager. */
export async function requireGuides(db: Executor, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(and(isGuide, inArray(users.id, unique)));
  if (rows.length !== unique.length) throw badRequest(guideMessages.notAGuide);
  return unique;
}

/** The accounts of these ids, as the assignment answers show them. */
export async function guideAccountsOf(db: Executor, ids: readonly string[]): Promise<GuideAccount[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(accountColumns).from(users).where(inArray(users.id, [...ids])).orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
  return rows.map(toGuideAccount);
}
