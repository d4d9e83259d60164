import type { AdminRegisterRequest, Profile, RegisterRequest, Role, SessionUser, UpdateProfileRequest } from '@yatrika/contract/auth';
import { authMessages } from '@yatrika/contract/auth';
import { rolePermissions, staffMessages, type StaffRole } from '@yatrika/contract/staff';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { revokedTokens, users } from '../../db/schema/users.ts';
import { AppError, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '../../lib/errors.ts';
import { queueEmail } from '../emails/public.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

type UserRow = typeof users.$inferSelect;

export const toSessionUser = (user: Pick<UserRow, 'id' | 'username' | 'firstname' | 'lastname' | 'role' | 'staffRole'>): SessionUser => ({
  _id: user.id,
  username: user.username,
  firstname: user.firstname,
  lastname: user.lastname,
  role: user.role,
  // Staff accounts also say what they may do, so the web app shows only that (the server checks it anyway).
  ...(user.staffRole ? { staffRole: user.staffRole, permissions: [...rolePermissions[user.staffRole]] } : {}),
});

export const toProfile = (user: UserRow): Profile => ({
  _id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  username: user.username,
  email: user.email,
  phone: user.phone,
  gender: user.gender,
  photo: user.photo,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});

/** An account using this email, whatever its case (as the unique index compares), other than `exceptUserId`. */
export const emailTaken = (db: Executor, email: string, exceptUserId?: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);

const usernameTaken = (db: Executor, username: string, exceptUserId?: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);

/** Unique indexes are the real guard; this turns their violation into the message a person reads. */
export function explainUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_lower_key')) throw conflict(authMessages.emailTaken);
  if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(authMessages.usernameTaken);
  throw error;
}

export async function registerTraveller(db: Database, input: RegisterRequest & { phone: string }): Promise<UserRow> {
  // Checked first for a clear message; the unique indexes still decide under a race.
  if ((await emailTaken(db, input.email)).length > 0) throw conflict(authMessages.emailTaken);
  if ((await usernameTaken(db, input.username)).length > 0) throw conflict(authMessages.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'traveller',
          firstname: input.firstname,
          lastname: input.lastname,
          username: input.username,
          email: input.email.toLowerCase(),
          phone: input.phone,
          gender: input.gender,
          passwordHash,
        })
        .returning();
      // The welcome email exists exactly when the account does.
      await queueEmail(tx, {
        eventKey: `account-created:${user!.id}`,
        kind: 'account-created',
        to: user!.email,
        userId: user!.id,
        data: { firstname: user!.firstname, username: user!.username },
      });
      return user!;
    });
  } catch (error) {
    explainUniqueViolation(error);
  }
}

/** Checks the password and the role; a traveller cannot sign in at the admin door or the reverse. */
export async function verifyCredentials(db: Database, email: string, password: string, role: Role): Promise<UserRow> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  const valid = await verifyPassword(user?.passwordHash, password);
  // A closed account (merged into another record) answers as a wrong password: nothing to sign in to.
  if (!user || !valid || user.closedAt) throw unauthorized(authMessages.invalidCredentials);
  // Only after the password matched, so a suspension does not tell a stranger the address is staff.
  if (user.suspendedAt) throw forbidden(staffMessages.suspended);
  if (user.role !== role) {
    throw unauthorized(
      role === 'admin' ? authMessages.invalidCredentials : 'This is an administrator account. Please use the admin login.',
    );
  }
  return user;
}

export async function revokeToken(db: Database, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Expired tokens fail verification anyway; their revocations are dead weight.
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
}

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found.');
  return toProfile(user);
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: UpdateProfileRequest & { phone?: string },
): Promise<Profile> {
  if (changes.username && (await usernameTaken(db, changes.username, userId)).length > 0) {
    throw conflict(authMessages.usernameTaken);
  }
  try {
    const [user] = await db
      .update(users)
      .set({
        firstname: changes.firstname,
        lastname: changes.lastname,
        username: changes.username,
        phone: changes.phone,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound('Account not found.');
    return toProfile(user);
  } catch (error) {
    explainUniqueViolation(error);
  }
}

async function adminCount(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.value ?? 0;
}

/** A username for an administrator, who registers with a name and email only. */
export async function freeUsernameFor(db: Executor, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'admin').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24) || 'admin';
  for (let suffix = 0; ; suffix++) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`;
    if ((await usernameTaken(db, candidate)).length === 0) return candidate;
  }
}

/**
 * Creates an administrator. Allowed for a signed-in admin, or by anyone while
 * no administrator exists yet (first run). The check and the insert share a
 * transaction with an advisory lock, so two first-run requests make one admin.
 * The first administrator is the team's owner; one created by a colleague through the
 * spec's form is a manager unless said otherwise (owners are made on the team screen).
 */
export async function registerAdmin(
  db: Database,
  input: AdminRegisterRequest,
  actorRole: Role | undefined,
  staffRole: StaffRole = 'manager',
  /** For the audit log: the administrator creating the account, or none at first run (the new owner then signs the row), and where from. */
  audit?: { actor: AuditActor | undefined; ip: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('yatrika:first-admin'))`);
      const firstAdministrator = (await adminCount(tx)) === 0;
      if (actorRole !== 'admin' && !firstAdministrator) throw forbidden(authMessages.adminExists);
      if ((await emailTaken(tx, input.email)).length > 0) throw conflict(authMessages.emailTaken);
      const [firstname, ...rest] = input.name.split(/\s+/);
      const [user] = await tx
        .insert(users)
        .values({
          role: 'admin',
          staffRole: firstAdministrator ? 'owner' : staffRole,
          firstname: firstname ?? input.name,
          lastname: rest.join(' '),
          username: await freeUsernameFor(tx, input.email),
          email: input.email.toLowerCase(),
          passwordHash,
        })
        .returning();
      if (audit) {
        const actor = audit.actor ?? { id: user!.id, name: input.name, role: user!.staffRole ?? 'owner', ip: audit.ip };
        await recordAudit(tx, actor, {
          action: 'staff.create',
          subject: { kind: 'staff', id: user!.id },
          after: { email: user!.email, name: input.name, staffRole: user!.staffRole, firstRun: firstAdministrator },
        });
      }
      return user!;
    });
  } catch (error) {
    explainUniqueViolation(error);
  }
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at boot: make sure this administrator exists
 * and can sign in with this password. A traveller account on that email is
 * never promoted silently; boot fails instead.
 */
export async function ensureConfiguredAdmin(db: Database, admin: { email: string; password: string }, firstTry = true): Promise<void> {
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${admin.email})`);
  if (existing && existing.role !== 'admin') {
    throw new Error(`ADMIN_EMAIL ${admin.email} belongs to a traveller account; choose another email.`);
  }
  if (existing) {
    if (!(await verifyPassword(existing.passwordHash, admin.password))) {
      await db.update(users).set({ passwordHash: await hashPassword(admin.password) }).where(eq(users.id, existing.id));
    }
    return;
  }
  try {
    await registerAdmin(db, { name: 'Administrator', email: admin.email, password: admin.password }, 'admin', 'owner');
  } catch (error) {
    // Another instance booting at the same moment created it first: check that one instead, once.
    if (!(error instanceof AppError && error.code === 'conflict') || !firstTry) throw error;
    await ensureConfiguredAdmin(db, admin, false);
  }
}
