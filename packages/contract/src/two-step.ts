import { z } from './zod.ts';
import { isoDateTime } from './common.ts';
import { normalizeOneTimeCode, normalizeRecoveryCode, twoStepMessages } from './two-step-rules.ts';

/** A 6-digit code, as a string or a number, with spaces or dashes between groups. */
export const oneTimeCode = z.unknown().transform((value, ctx) => {
  const code = normalizeOneTimeCode(value);
  if (code === undefined) {
    ctx.addIssue({ code: 'custom', message: twoStepMessages.codeRequired });
    return z.NEVER;
  }
  return code;
});

/**
 * The second step, sent with the admin login's email and password (all optional: an account
 * without two-step never needs them). A malformed value reads as absent, so the answer is the
 * same 401 asking for the code as when none was sent.
 */
export const secondStepFields = {
  code: z.unknown().optional().transform(normalizeOneTimeCode),
  recoveryCode: z.unknown().optional().transform(normalizeRecoveryCode),
  rememberedDevice: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined)),
  rememberDevice: z
    .unknown()
    .optional()
    .transform((value) => value === true || value === 'true'),
};

export const rememberedDeviceGrant = z.object({
  /** Send it back as `rememberedDevice` at the next sign-in to skip the code. */
  token: z.string(),
  expiresAt: isoDateTime,
});

export const twoStepSetupResponse = z.object({
  message: z.string(),
  /** otpauth://totp/... for an authenticator app. */
  otpauthUri: z.string(),
  /** The same as a QR code, an SVG image as a data URL. */
  qrCode: z.string(),
  /** The key to type in by hand, in groups of four. Shown only during set-up. */
  manualKey: z.string(),
});

export const twoStepCodeRequest = z.object({ code: oneTimeCode });

export const twoStepEnableResponse = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
  /** A new session token carrying the second step; the old one no longer reaches the admin area. */
  token: z.string(),
});

export const recoveryCodesResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });

export const rememberedDeviceSummary = z.object({
  _id: z.string(),
  label: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});

export const twoStepStatusResponse = z.object({
  enabled: z.boolean(),
  /** Owners and managers must use it; everyone else may. */
  required: z.boolean(),
  /** For an owner or manager not yet enrolled: the end of the grace period (then only enrolment works). */
  enrolBy: isoDateTime.nullable(),
  recoveryCodesLeft: z.number().int(),
  rememberedDevices: z.array(rememberedDeviceSummary),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusResponse>;
export type TwoStepSetup = z.infer<typeof twoStepSetupResponse>;
export type TwoStepEnableResult = z.infer<typeof twoStepEnableResponse>;

export { twoStepMessages } from './two-step-rules.ts';
