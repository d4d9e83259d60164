import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side of now, for a phone's clock a little off. */
const WINDOW_STEPS = 1;

const authenticator = (base32: string, label = '') =>
  new TOTP({ issuer: 'Yatrika', label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A new shared secret: 160 random bits, as RFC 4226 recommends, in base32. */
export function newAuthenticatorSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(base32: string, accountEmail: string): string {
  return authenticator(base32, accountEmail).toString();
}

/** The secret as people type it by hand: groups of four. */
export function manualKey(base32: string): string {
  return base32.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The time step of the code if it is right now (or one step either side), else undefined. The
 * caller refuses a step already used, so a code works once.
 */
export function stepOfCode(base32: string, code: string, now = Date.now()): number | undefined {
  const delta = authenticator(base32).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
