import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { PASSWORD_RESET_LINK_JOB } from '../../src/modules/auth/password-reset.ts';

let addressCounter = 0;

/**
 * A client address of its own, so a test's calls are counted apart from every other test's by
 * the per-address rate limits (all injected requests otherwise come from 127.0.0.1).
 */
export function freshClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The newest queued email of this kind to this address, or undefined. */
export async function lastEmail(db: Database, kind: string, to: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), eq(emails.toAddress, to.toLowerCase())))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  return row;
}

/** The single-use token carried by the link in a queued email's data (`resetUrl` or `confirmUrl`). */
export function linkTokenOf(email: { data: unknown } | undefined): string {
  const data = (email?.data ?? {}) as { resetUrl?: string; confirmUrl?: string };
  const link = data.resetUrl ?? data.confirmUrl;
  if (!link) throw new Error('the email carries no link');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`the link ${link} carries no token`);
  return token;
}

export function forgotPassword(app: FastifyInstance, email: unknown, remoteAddress = freshClientAddress()) {
  return app.inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email } as object, remoteAddress });
}

export function resetPassword(app: FastifyInstance, payload: object, remoteAddress = freshClientAddress()) {
  return app.inject({ method: 'POST', url: '/api/user/password/reset', payload, remoteAddress });
}

/** Asks for a reset link for this account and answers the token its email carries. */
/**
 * Waits until every "forgot password" queued has been turned into its link and email: the job does
 * that after the answer (password-reset.ts), within the runner's next poll.
 */
export async function resetLinksMade(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [waiting] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.name, PASSWORD_RESET_LINK_JOB), inArray(jobs.status, ['queued', 'running'])));
    if (waiting!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting!.n} password reset links still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function resetTokenFor(app: FastifyInstance, db: Database, email: string): Promise<string> {
  const response = await forgotPassword(app, email);
  if (response.statusCode !== 200) throw new Error(`forgot failed: ${response.statusCode} ${response.body}`);
  await resetLinksMade(db);
  return linkTokenOf(await lastEmail(db, 'password-reset', email));
}
