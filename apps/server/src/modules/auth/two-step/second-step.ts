import { twoStepMessages } from '@yatrika/contract/two-step-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import type { WrongCodeLimits } from './code-rate-limits.ts';
import type { SecretBox } from './secret-box.ts';
import { enabledTwoStep, rememberDevice, useAuthenticatorCode, useRecoveryCode, useRememberedDevice } from './service.ts';

/** The second step as the admin login's body carries it, already normalised by the contract. */
export interface SecondStepInput {
  code?: string | undefined;
  recoveryCode?: string | undefined;
  rememberedDevice?: string | undefined;
  rememberDevice?: boolean;
}

export interface SecondStepOutcome {
  /** The account has two-step sign-in on. */
  enabled: boolean;
  /** A second step was passed: the token carries it. */
  passed: boolean;
  /** Asked for with `rememberDevice: true` and a right authenticator code. */
  rememberedDevice?: { token: string; expiresAt: string };
}

const missingStep = (message: string) => new AppError('unauthorized', message, { twoStepRequired: true });

/**
 * After the password matched: nothing more for an account without two-step sign-in; otherwise a
 * remembered device, an authenticator code or a recovery code, or a 401 saying which is needed.
 */
export async function passSecondStep(
  db: Database,
  box: SecretBox,
  limits: WrongCodeLimits,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  input: SecondStepInput,
): Promise<SecondStepOutcome> {
  if (!(await enabledTwoStep(db, userId))) return { enabled: false, passed: false };
  if (input.rememberedDevice && (await useRememberedDevice(db, userId, input.rememberedDevice))) return { enabled: true, passed: true };
  if (!input.code && !input.recoveryCode) throw missingStep(twoStepMessages.codeRequired);
  await limits.refuseWhenExhausted(request, reply, userId);
  if (input.code) {
    if (!(await useAuthenticatorCode(db, box, userId, input.code))) {
      await limits.countWrong(request, userId);
      throw missingStep(twoStepMessages.wrongCode);
    }
    if (!input.rememberDevice) return { enabled: true, passed: true };
    return { enabled: true, passed: true, rememberedDevice: await rememberDevice(db, userId, request.headers['user-agent'] ?? '') };
  }
  if (!(await useRecoveryCode(db, userId, input.recoveryCode!))) {
    await limits.countWrong(request, userId);
    throw missingStep(twoStepMessages.wrongRecoveryCode);
  }
  return { enabled: true, passed: true };
}
