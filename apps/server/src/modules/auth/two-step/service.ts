import { RECOVERY_CODE_COUNT, REMEMBERED_DEVICE_DAYS, twoStepMessages } from '@yatrika/contract/two-step-rules';
import type { TwoStepStatus } from '@yatrika/contract/two-step';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database, Executor } from '../../../db/client.ts';
import { staffRecoveryCodes, staffRememberedDevices, staffTwoStep } from '../../../db/schema/staff-two-step.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../../audit/public.ts';
import { manualKey, newAuthenticatorSecret, otpauthUri, stepOfCode } from './authenticator.ts';
import { hashToken, newDeviceToken, newRecoveryCodes, recoveryCodeHash } from './one-time-tokens.ts';
import type { SecretBox } from './secret-box.ts';

const subjectOf = (userId: string) => ({ kind: 'staff', id: userId });

/** The confirmed authenticator of an account, or undefined when two-step sign-in is off. */
export async function enabledTwoStep(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(staffTwoStep)
    .where(and(eq(staffTwoStep.userId, userId), isNotNull(staffTwoStep.enabledAt)));
  return row;
}

/**
 * Starts enrolment (or moving to a new phone): a new secret waits, encrypted, until a code from
 * it confirms it. The key is shown now, and never again once confirmed.
 */
export async function beginSetup(db: Database, box: SecretBox, account: { id: string; email: string }, mayReplace: boolean) {
  if (!mayReplace && (await enabledTwoStep(db, account.id))) throw conflict(twoStepMessages.alreadyEnabled);
  const secret = newAuthenticatorSecret();
  await db
    .insert(staffTwoStep)
    .values({ userId: account.id, pendingSecret: box.seal(secret) })
    .onConflictDoUpdate({ target: staffTwoStep.userId, set: { pendingSecret: box.seal(secret) } });
  const uri = otpauthUri(secret, account.email);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  return { otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, manualKey: manualKey(secret) };
}

async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code.replace('-', '')) })));
  return codes;
}

/**
 * Confirms the waiting secret with a code from it: two-step sign-in is on, with ten new recovery
 * codes (the only time they are shown). Undefined when the code is wrong.
 */
export async function confirmSetup(db: Database, box: SecretBox, actor: AuditActor, userId: string, code: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffTwoStep).where(eq(staffTwoStep.userId, userId)).for('update');
    const pending = row?.pendingSecret ? box.open(row.pendingSecret) : undefined;
    if (!row || !pending) throw badRequest(twoStepMessages.setupFirst);
    const step = stepOfCode(pending, code);
    if (step === undefined) return undefined;
    const enabledAt = new Date();
    await tx
      .update(staffTwoStep)
      .set({ secret: row.pendingSecret, pendingSecret: null, enabledAt, lastUsedStep: step })
      .where(eq(staffTwoStep.userId, userId));
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, actor, {
      action: row.enabledAt ? 'two-step.replace' : 'two-step.enable',
      subject: subjectOf(userId),
      before: { enabled: row.enabledAt !== null },
      after: { enabled: true, enabledAt: enabledAt.toISOString() },
    });
    return codes;
  });
}

/**
 * True when `code` is right now and its step newer than the last one used; that step becomes the
 * last used in the same statement, so two requests with one code cannot both pass.
 */
export async function useAuthenticatorCode(db: Executor, box: SecretBox, userId: string, code: string): Promise<boolean> {
  const row = await enabledTwoStep(db, userId);
  const secret = row?.secret ? box.open(row.secret) : undefined;
  if (!secret) return false;
  const step = stepOfCode(secret, code);
  if (step === undefined) return false;
  const used = await db
    .update(staffTwoStep)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTwoStep.userId, userId), isNotNull(staffTwoStep.enabledAt), lt(staffTwoStep.lastUsedStep, step)))
    .returning({ userId: staffTwoStep.userId });
  return used.length === 1;
}

/** True the first time a recovery code is used; the update makes sure only one request can. */
export async function useRecoveryCode(db: Executor, userId: string, normalized: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(normalized)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ userId: staffRecoveryCodes.userId });
  return used.length === 1;
}

/** True when the device token is this account's and has not run out. */
export async function useRememberedDevice(db: Executor, userId: string, token: string): Promise<boolean> {
  const found = await db
    .update(staffRememberedDevices)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(staffRememberedDevices.tokenHash, hashToken(token)), eq(staffRememberedDevices.userId, userId), gt(staffRememberedDevices.expiresAt, sql`now()`)))
    .returning({ id: staffRememberedDevices.id });
  return found.length === 1;
}

/** A browser that skips the code for REMEMBERED_DEVICE_DAYS; its token is returned once and kept as a hash. */
export async function rememberDevice(db: Executor, userId: string, label: string) {
  const token = newDeviceToken();
  const [row] = await db
    .insert(staffRememberedDevices)
    .values({
      userId,
      tokenHash: hashToken(token),
      label: label.slice(0, 120),
      createdAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${REMEMBERED_DEVICE_DAYS})`,
    })
    .returning({ expiresAt: staffRememberedDevices.expiresAt });
  // Devices that ran out are dead weight.
  await db.delete(staffRememberedDevices).where(and(eq(staffRememberedDevices.userId, userId), lt(staffRememberedDevices.expiresAt, sql`now()`)));
  return { token, expiresAt: row!.expiresAt.toISOString() };
}

/** Turns two-step sign-in off, with its recovery codes and remembered devices. */
export async function disableTwoStep(db: Database, actor: AuditActor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(staffTwoStep).where(and(eq(staffTwoStep.userId, userId), isNotNull(staffTwoStep.enabledAt))).returning();
    if (!row) throw badRequest(twoStepMessages.notEnabled);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.delete(staffRememberedDevices).where(eq(staffRememberedDevices.userId, userId));
    await recordAudit(tx, actor, { action: 'two-step.disable', subject: subjectOf(userId), before: { enabled: true }, after: { enabled: false } });
  });
}

export async function regenerateRecoveryCodes(db: Database, actor: AuditActor, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: staffTwoStep.userId })
      .from(staffTwoStep)
      .where(and(eq(staffTwoStep.userId, userId), isNotNull(staffTwoStep.enabledAt)))
      .for('update');
    if (!row) throw badRequest(twoStepMessages.notEnabled);
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, actor, { action: 'two-step.recovery-codes-regenerate', subject: subjectOf(userId), after: { recoveryCodes: RECOVERY_CODE_COUNT } });
    return codes;
  });
}

export async function forgetDevice(db: Database, actor: AuditActor, userId: string, deviceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffRememberedDevices)
      .where(and(eq(staffRememberedDevices.id, deviceId), eq(staffRememberedDevices.userId, userId)))
      .returning({ id: staffRememberedDevices.id, label: staffRememberedDevices.label, expiresAt: staffRememberedDevices.expiresAt });
    if (!row) throw notFound(twoStepMessages.deviceNotFound);
    await recordAudit(tx, actor, {
      action: 'two-step.remembered-device-remove',
      subject: subjectOf(userId),
      before: { device: row.id, label: row.label, expiresAt: row.expiresAt.toISOString() },
    });
  });
}

/**
 * Owners and managers must keep two-step sign-in on. A 409, not a 403: the route is theirs to
 * call (403 means a missing permission); the role's rule conflicts with the request.
 */
export function refuseDisableFor(required: boolean): void {
  if (required) throw conflict(twoStepMessages.cannotDisable);
}

export async function twoStepStatus(db: Database, userId: string, required: boolean, enrolBy: Date | null): Promise<TwoStepStatus> {
  const row = await enabledTwoStep(db, userId);
  const [left] = await db
    .select({ value: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  const devices = await db
    .select()
    .from(staffRememberedDevices)
    .where(and(eq(staffRememberedDevices.userId, userId), gt(staffRememberedDevices.expiresAt, sql`now()`)))
    .orderBy(asc(staffRememberedDevices.createdAt));
  return {
    enabled: row !== undefined,
    required,
    enrolBy: row ? null : (enrolBy?.toISOString() ?? null),
    recoveryCodesLeft: row ? (left?.value ?? 0) : 0,
    rememberedDevices: devices.map((device) => ({
      _id: device.id,
      label: device.label,
      createdAt: device.createdAt.toISOString(),
      expiresAt: device.expiresAt.toISOString(),
      lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
    })),
  };
}
