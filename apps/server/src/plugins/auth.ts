import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@yatrika/contract/auth';
import { authMessages } from '@yatrika/contract/auth';
import { and, eq, notExists } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Database } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema/users.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export interface AuthenticatedUser extends SessionUser {
  /** The token's id, for logout. */
  jti: string;
  tokenExpiresAt: Date;
}

interface TokenClaims {
  sub: string;
  role: Role;
  jti: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    issueToken(user: { id: string; role: Role }): string;
    /** onRequest hook: a signed-in account of one of these roles, or 401/403. */
    requireRole(...roles: Role[]): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireRole; read it with signedInUser(request). */
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

async function authPlugin(app: FastifyInstance, options: { db: Database; secret: string; ttlSeconds: number }) {
  const { db, secret, ttlSeconds } = options;
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'role', 'jti', 'exp'] });

  app.decorate('issueToken', (user: { id: string; role: Role }) =>
    sign({ sub: user.id, role: user.role, jti: randomUUID() }),
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
    // One query checks both that the account still exists and that the token was not signed out.
    const [row] = await db
      .select({ id: users.id, role: users.role, username: users.username, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(
        and(
          eq(users.id, claims.sub),
          notExists(db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti))),
        ),
      );
    // The role in the database wins over the claim, so a demoted account loses access at once.
    if (!row) throw unauthorized(authMessages.sessionEnded);
    return { _id: row.id, role: row.role, username: row.username, firstname: row.firstname, lastname: row.lastname, jti: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
  }

  app.decorate('requireRole', (...roles: Role[]): onRequestHookHandler => {
    return async (request) => {
      const account = await authenticate(request);
      if (!roles.includes(account.role)) {
        throw forbidden(roles.includes('admin') ? authMessages.adminsOnly : authMessages.travellersOnly);
      }
      request.account = account;
    };
  });
}

export default fp(authPlugin, { name: 'auth' });
