import { randomBytes } from 'node:crypto';
import { phoneBookingMessages } from '@yatrika/contract/phone-booking-messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/errors.ts';
import { queueEmail } from '../emails/public.ts';
import { newLinkToken, storeLinkToken } from './account-tokens.ts';

/** How long the link to choose a first password works: a traveller booking by phone may not read the email at once. */
export const ACCOUNT_SETUP_MINUTES = 24 * 60;

/**
 * Stored as the password hash of an account opened by the operator: not an argon2 hash, so no
 * password ever matches it (verifyPassword answers false) until the traveller chooses one.
 */
const NO_PASSWORD = '!no-password';

export interface PhoneTraveller {
  userId: string;
  email: string;
  created: boolean;
}

/**
 * The traveller a booking taken by phone belongs to: the account on this email (any case), or
 * a new one with no usable password, opened in the caller's transaction with a welcome email
 * carrying a single-use link to choose a password (the reset link's kind of token). Two phone
 * bookings for one new email racing: the unique index makes the second fail and its caller retry.
 */
export async function findOrOpenTraveller(
  tx: Executor,
  who: { email: string; fullName: string; phone: string },
  publicUrl: string,
): Promise<PhoneTraveller> {
  const [existing] = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${who.email})`);
  if (existing) {
    if (existing.role !== 'traveller') throw badRequest(phoneBookingMessages.emailOfOperator);
    return { userId: existing.id, email: existing.email, created: false };
  }
  const [firstname = 'Traveller', ...rest] = who.fullName.trim().split(/\s+/);
  const base = who.email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 20) || 'traveller';
  const [user] = await tx
    .insert(users)
    .values({
      role: 'traveller',
      firstname,
      lastname: rest.join(' '),
      // Unique by its random tail; the traveller may change it in the profile.
      username: `${base}.${randomBytes(3).toString('hex')}`,
      email: who.email.toLowerCase(),
      phone: who.phone,
      passwordHash: NO_PASSWORD,
    })
    .returning();
  const { token, tokenHash } = newLinkToken();
  await storeLinkToken(tx, {
    userId: user!.id,
    purpose: 'password-reset',
    tokenHash,
    expiresAt: new Date(Date.now() + ACCOUNT_SETUP_MINUTES * 60_000),
  });
  await queueEmail(tx, {
    eventKey: `account-created:${user!.id}`,
    kind: 'account-created',
    to: user!.email,
    userId: user!.id,
    data: {
      firstname: user!.firstname,
      username: user!.username,
      setPassword: { url: `${publicUrl}/reset-password?token=${token}`, expiresInMinutes: ACCOUNT_SETUP_MINUTES },
    },
  });
  return { userId: user!.id, email: user!.email, created: true };
}
