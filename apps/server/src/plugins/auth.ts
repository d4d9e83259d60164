import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@yatrika/contract/auth';
import { authMessages } from '@yatrika/contract/auth';
import { ANY_STAFF, isPermission, staffMay, staffMessages, type Permission, type StaffRole } from '@yatrika/contract/staff';
import { DEFAULT_STAFF_TWO_STEP_GRACE_DAYS, TWO_STEP_PERMISSION, twoStepMessages, twoStepRequiredFor } from '@yatrika/contract/two-step-rules';
import { entityId } from '@yatrika/contract/common';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { ChangeFeed } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/settings.ts';
import { staffTwoStep } from '../db/schema/staff-two-step.ts';
import { revokedTokens, users } from '../db/schema/users.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { MemoryCache } from '../lib/memory-cache.ts';

export interface AuthenticatedUser extends Omit<SessionUser, 'staffRole' | 'permissions' | 'twoStep'> {
  /** A staff account's role in the team (null for a traveller); its permissions follow from it. */
  staffRole: StaffRole | null;
  /** The token's id, for logout. */
  jti: string;
  tokenExpiresAt: Date;
  /** A staff account's two-step sign-in (decision 049); for a traveller: off, not required. */
  twoStep: TwoStepState;
}

export interface TwoStepState {
  /** An authenticator is enrolled and confirmed. */
  enabled: boolean;
  /** The token was issued after a second step (code, recovery code or remembered device). */
  passed: boolean;
  /** An owner or manager not yet enrolled: until when the admin area works without it. Null otherwise. */
  enrolBy: Date | null;
}

interface TokenClaims {
  sub: string;
  role: Role;
  jti: string;
  exp: number;
  /** The account's session version when the token was issued; tokens from before versions have none (0). */
  sv?: unknown;
  /** True when the token was issued after a second step (decision 049). */
  mfa?: unknown;
}

/** What a token is issued for: the account, its role and its current session version. */
export interface TokenSubject {
  id: string;
  role: Role;
  sessionVersion: number;
}

/**
 * What a route lets a staff account do, declared with the route (`config: { permission }`): one
 * permission of the contract's list, `anyone` for the admin door itself (sign-in, first run), or
 * `staff` for what every signed-in staff account does for itself whatever its role (its two-step
 * sign-in).
 */
export type RouteAccess = Permission | 'anyone' | typeof ANY_STAFF;

/** The operator's routes: each must declare what it lets a staff account do (checked at registration). */
export const staffRoutePrefix = '/api/admin';

export function isRouteAccess(value: unknown): value is RouteAccess {
  return value === 'anyone' || value === ANY_STAFF || isPermission(value);
}

/**
 * Refuses, when the app is built, an operator's route that declares no permission or one the
 * contract does not know: a route forgotten, or a permission misspelt, stops the server from
 * starting instead of opening the route to whoever the fallback lets in.
 */
export function undeclaredStaffRoute(route: { method: string | string[]; url: string; config?: { permission?: unknown } }): Error | undefined {
  if (!route.url.startsWith(staffRoutePrefix)) return undefined;
  const declared = route.config?.permission;
  if (isRouteAccess(declared)) return undefined;
  const method = [route.method].flat().join(',');
  return new Error(
    declared === undefined
      ? `${method} ${route.url} declares no permission: add config: { permission } (a permission of packages/contract/src/staff.ts, or 'anyone')`
      : `${method} ${route.url} declares an unknown permission ${JSON.stringify(declared)}`,
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RouteAccess;
    /**
     * A route a staff account may call before its second step is settled: enrolling in two-step
     * sign-in, reading its state, signing out. Every other route of an enrolled account needs a
     * token issued after a second step, and an owner or manager past the grace period must enrol.
     */
    beforeSecondStep?: boolean;
  }
  interface FastifyInstance {
    /**
     * A signed session token carrying the account's session version (`sv`), and `mfa` when it
     * is issued after a second step.
     */
    issueToken(user: TokenSubject, options?: { secondStep?: boolean }): string;
    /** For an owner or manager created at `accountCreatedAt` who has not enrolled: the end of their grace period. */
    twoStepEnrolBy(accountCreatedAt: Date): Promise<Date>;
    /** onRequest hook: a signed-in account of one of these roles, or 401/403. */
    requireRole(...roles: Role[]): onRequestHookHandler;
    /**
     * onRequest hook for calls a visitor may make too: without an Authorization header the
     * request goes on as a visitor (account null); with one, it is checked as by requireRole,
     * so a stale or forged token answers 401 instead of quietly reading as a visitor.
     */
    allowVisitor(...roles: Role[]): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireRole and allowVisitor (null for a visitor); read it with signedInUser(request). */
    account: AuthenticatedUser | null;
  }
}

export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.account) throw unauthorized(authMessages.signInRequired);
  return request.account;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Who a token belongs to, remembered briefly; see sessions below. */
type Session = Omit<AuthenticatedUser, 'jti' | 'tokenExpiresAt' | 'twoStep'> & {
  sessionVersion: number;
  createdAt: Date;
  twoStepEnabled: boolean;
};

/** Tokens signed before session versions carry no `sv`: they belong to version 0. Anything odd matches nothing. */
function tokenSessionVersion(claim: unknown): number {
  if (claim === undefined) return 0;
  return typeof claim === 'number' && Number.isSafeInteger(claim) ? claim : -1;
}

/** The setting migration 0053 writes: when two-step sign-in arrived on this server. */
export const TWO_STEP_SINCE_SETTING = 'staff_two_step_since';

/**
 * The end of an owner's or manager's time to enrol: `graceDays` from the later of the account's
 * creation and the day two-step sign-in arrived (STAFF_TWO_STEP_GRACE_DAYS, decision 049).
 */
export function enrolmentDeadline(accountCreatedAt: Date, twoStepSince: Date, graceDays: number): Date {
  const start = Math.max(accountCreatedAt.getTime(), twoStepSince.getTime());
  return new Date(start + graceDays * 86_400_000);
}

interface AuthPluginOptions {
  db: Database;
  changes: ChangeFeed;
  secret: string;
  ttlSeconds: number;
  /** STAFF_TWO_STEP_GRACE_DAYS (its default when left out). */
  twoStepGraceDays?: number;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { db, changes, secret, ttlSeconds, twoStepGraceDays = DEFAULT_STAFF_TWO_STEP_GRACE_DAYS } = options;
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // fast-jwt's own cache skips re-checking the signature of a token it verified before (expiry is still checked).
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'role', 'jti', 'exp'], cache: 10_000 });

  /**
   * The account behind each token id, so a signed-in request costs no query. Correct across
   * instances because every change is announced (migration 0004): a sign-out forgets its token
   * on every instance, an edited, demoted or deleted account forgets all of them; while the
   * announcements may be missed (listener reconnecting) every request asks the database.
   * Ten minutes at most is only a backstop.
   */
  const sessions = new MemoryCache<string, Session | null>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000, isLive: changes.live });
  changes.subscribe((change) => {
    if (change.kind === 'revoked_token') sessions.forget(change.jti);
    else if (change.kind === 'everything' || change.table === 'users' || change.table === 'staff_two_step') sessions.forget();
  });

  app.addHook('onRoute', (route) => {
    const refused = undeclaredStaffRoute(route);
    if (refused) throw refused;
  });

  // Written once by migration 0053 and never changed: read at the first staff request.
  let twoStepSince: Promise<Date> | undefined;
  const readTwoStepSince = async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TWO_STEP_SINCE_SETTING));
    const since = row ? new Date(row.value) : new Date(NaN);
    // A database without the row (restored from before it) counts from now: nobody loses access by surprise.
    return Number.isNaN(since.getTime()) ? new Date() : since;
  };

  app.decorate('twoStepEnrolBy', async (accountCreatedAt: Date) => {
    twoStepSince ??= readTwoStepSince();
    return enrolmentDeadline(accountCreatedAt, await twoStepSince, twoStepGraceDays);
  });

  app.decorate('issueToken', (user: TokenSubject, issue: { secondStep?: boolean } = {}) =>
    sign({ sub: user.id, role: user.role, jti: randomUUID(), sv: user.sessionVersion, ...(issue.secondStep ? { mfa: true } : {}) }),
  );
  app.decorateRequest('account', null);

  async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(authMessages.signInRequired);
    let claims: TokenClaims;
    try {
      claims = verify(token) as TokenClaims;
    } catch {
      throw unauthorized(authMessages.sessionEnded);
    }
    // Both claims are uuids in every token this server signs; should its secret leak, a forged
    // `sub` or `jti` that is not one (a number, an array, '', SQL) must still be a 401, not a
    // database error about the uuid column (400) or a 500.
    if (!entityId.safeParse(claims.sub).success || !entityId.safeParse(claims.jti).success) throw unauthorized(authMessages.sessionEnded);
    const session = await sessions.get(claims.jti, async () => {
      // One query checks both that the account still exists and that the token was not signed out.
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          firstname: users.firstname,
          lastname: users.lastname,
          sessionVersion: users.sessionVersion,
          staffRole: users.staffRole,
          createdAt: users.createdAt,
          twoStepEnabledAt: staffTwoStep.enabledAt,
        })
        .from(users)
        .leftJoin(staffTwoStep, eq(staffTwoStep.userId, users.id))
        .where(
          and(
            eq(users.id, claims.sub),
            // A closed account's sessions end with it (a merge also raises the session version).
            isNull(users.closedAt),
            // A suspended staff account's sessions end at once, on every instance (the update is announced).
            isNull(users.suspendedAt),
            notExists(db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti))),
          ),
        );
      return row
        ? {
            _id: row.id,
            role: row.role,
            staffRole: row.staffRole,
            username: row.username,
            firstname: row.firstname,
            lastname: row.lastname,
            sessionVersion: row.sessionVersion,
            createdAt: row.createdAt,
            twoStepEnabled: row.twoStepEnabledAt !== null,
          }
        : null;
    });
    // The role in the database wins over the claim, so a demoted account loses access at once.
    if (!session) throw unauthorized(authMessages.sessionEnded);
    // A token issued before the account's sessions were ended (a password reset or change) is
    // refused. The cache holds the current version: raising it updates `users`, which forgets
    // every cached session on every instance.
    if (tokenSessionVersion(claims.sv) !== session.sessionVersion) throw unauthorized(authMessages.sessionEnded);
    const { sessionVersion: _version, createdAt, twoStepEnabled, ...user } = session;
    let enrolBy: Date | null = null;
    if (!twoStepEnabled && user.role === 'admin' && twoStepRequiredFor(user.staffRole)) enrolBy = await app.twoStepEnrolBy(createdAt);
    return {
      ...user,
      jti: claims.jti,
      tokenExpiresAt: new Date(claims.exp * 1000),
      twoStep: { enabled: twoStepEnabled, passed: claims.mfa === true, enrolBy },
    };
  }

  async function signIn(request: FastifyRequest, roles: Role[]): Promise<void> {
    const account = await authenticate(request);
    if (!roles.includes(account.role)) {
      throw forbidden(roles.includes('admin') ? authMessages.adminsOnly : authMessages.travellersOnly);
    }
    if (account.role === 'admin') {
      checkPermission(account, request.routeOptions.config.permission);
      if (!request.routeOptions.config.beforeSecondStep) checkSecondStep(account);
    }
    request.account = account;
  }

  app.decorate('requireRole', (...roles: Role[]): onRequestHookHandler => {
    return async (request) => signIn(request, roles);
  });
  app.decorate('allowVisitor', (...roles: Role[]): onRequestHookHandler => {
    return async (request) => {
      if (request.headers.authorization !== undefined) await signIn(request, roles);
    };
  });
}

/**
 * A staff account passes a route only if its role holds the route's permission. Every route under
 * /api/admin declares one (refused at registration otherwise); a route elsewhere that lets staff in
 * and declares none (none does today) stays open to owners and managers alone, so a declaration
 * forgotten there never widens what a narrower role may do.
 */
function checkPermission(account: AuthenticatedUser, access: RouteAccess | undefined): void {
  if (access === 'anyone') return;
  const role = account.staffRole;
  if (!role) throw forbidden(authMessages.adminsOnly);
  if (access === ANY_STAFF) return;
  if (access === undefined) {
    if (role === 'owner' || role === 'manager') return;
    throw new AppError('forbidden', authMessages.adminsOnly);
  }
  requireStaffPermission(role, access);
}

/** The 403 a staff account meets without a permission: it names the permission, so they know whom to ask. */
function requireStaffPermission(role: StaffRole, permission: Permission): void {
  if (!staffMay(role, permission)) throw new AppError('forbidden', staffMessages.permissionMissing(role, permission), { permission });
}

/** Whether the signed-in staff account's role holds a permission, for a route that asks more of some requests than of others. */
export function signedInStaffMay(request: FastifyRequest, permission: Permission): boolean {
  return staffMay(request.account?.staffRole, permission);
}

/**
 * For a route whose permission depends on what is asked (the admin register, a cancellation
 * beyond the policy): refuses, with the same 403 as a route's own check, a staff account
 * without the permission.
 */
export function requirePermission(request: FastifyRequest, permission: Permission): void {
  const role = signedInUser(request).staffRole;
  if (!role) throw forbidden(authMessages.adminsOnly);
  requireStaffPermission(role, permission);
}

/**
 * Two-step sign-in, checked on the server for every route a staff account calls (decision 049):
 * once enrolled, only a token issued after a second step passes (an older one is sent back to the
 * login); an owner or manager who has not enrolled works as before until the grace period ends,
 * then reaches nothing but the enrolment until they enrol.
 */
function checkSecondStep(account: AuthenticatedUser): void {
  const { twoStep } = account;
  if (twoStep.enabled) {
    if (!twoStep.passed) throw new AppError('unauthorized', twoStepMessages.signInAgain, { twoStepRequired: true });
    return;
  }
  if (twoStep.enrolBy && Date.now() >= twoStep.enrolBy.getTime()) {
    throw new AppError('forbidden', twoStepMessages.mustEnrol, { permission: TWO_STEP_PERMISSION });
  }
}

/**
 * For a plugin of operator screens' routes whose answers are live records (payments, jobs,
 * emails): administrators only, and no answer is kept by a browser or proxy.
 */
export function adminOnlyUncached(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireRole('admin'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

export default fp(authPlugin, { name: 'auth' });
