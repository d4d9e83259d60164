import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@yatrika/contract/auth';
import { authMessages } from '@yatrika/contract/auth';
import { isPermission, staffMay, staffMessages, type Permission, type StaffRole } from '@yatrika/contract/staff';
import { entityId } from '@yatrika/contract/common';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { ChangeFeed } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema/users.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { MemoryCache } from '../lib/memory-cache.ts';

export interface AuthenticatedUser extends Omit<SessionUser, 'staffRole' | 'permissions'> {
  /** A staff account's role in the team (null for a traveller); its permissions follow from it. */
  staffRole: StaffRole | null;
  /** The token's id, for logout. */
  jti: string;
  tokenExpiresAt: Date;
}

interface TokenClaims {
  sub: string;
  role: Role;
  jti: string;
  exp: number;
  /** The account's session version when the token was issued; tokens from before versions have none (0). */
  sv?: unknown;
}

/** What a token is issued for: the account, its role and its current session version. */
export interface TokenSubject {
  id: string;
  role: Role;
  sessionVersion: number;
}

/**
 * What a route lets a staff account do, declared with the route (`config: { permission }`): one
 * permission of the contract's list, or `anyone` for the admin door itself (sign-in, first run).
 */
export type RouteAccess = Permission | 'anyone';

/** The operator's routes: each must declare what it lets a staff account do (checked at registration). */
export const staffRoutePrefix = '/api/admin';

export function isRouteAccess(value: unknown): value is RouteAccess {
  return value === 'anyone' || isPermission(value);
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
  }
  interface FastifyInstance {
    /** A signed session token carrying the account's session version (`sv`). */
    issueToken(user: TokenSubject): string;
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
type Session = Omit<AuthenticatedUser, 'jti' | 'tokenExpiresAt'> & { sessionVersion: number };

/** Tokens signed before session versions carry no `sv`: they belong to version 0. Anything odd matches nothing. */
function tokenSessionVersion(claim: unknown): number {
  if (claim === undefined) return 0;
  return typeof claim === 'number' && Number.isSafeInteger(claim) ? claim : -1;
}

async function authPlugin(app: FastifyInstance, options: { db: Database; changes: ChangeFeed; secret: string; ttlSeconds: number }) {
  const { db, changes, secret, ttlSeconds } = options;
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
    else if (change.kind === 'everything' || change.table === 'users') sessions.forget();
  });

  app.addHook('onRoute', (route) => {
    const refused = undeclaredStaffRoute(route);
    if (refused) throw refused;
  });

  app.decorate('issueToken', (user: TokenSubject) =>
    sign({ sub: user.id, role: user.role, jti: randomUUID(), sv: user.sessionVersion }),
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
        })
        .from(users)
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
          }
        : null;
    });
    // The role in the database wins over the claim, so a demoted account loses access at once.
    if (!session) throw unauthorized(authMessages.sessionEnded);
    // A token issued before the account's sessions were ended (a password reset or change) is
    // refused. The cache holds the current version: raising it updates `users`, which forgets
    // every cached session on every instance.
    if (tokenSessionVersion(claims.sv) !== session.sessionVersion) throw unauthorized(authMessages.sessionEnded);
    const { sessionVersion: _version, ...user } = session;
    return { ...user, jti: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
  }

  async function signIn(request: FastifyRequest, roles: Role[]): Promise<void> {
    const account = await authenticate(request);
    if (!roles.includes(account.role)) {
      throw forbidden(roles.includes('admin') ? authMessages.adminsOnly : authMessages.travellersOnly);
    }
    if (account.role === 'admin') checkPermission(account, request.routeOptions.config.permission);
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
