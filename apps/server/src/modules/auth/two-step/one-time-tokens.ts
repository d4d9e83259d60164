import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@yatrika/contract/two-step-rules';

/** No 0/o, 1/l/i: a code copied from paper reads back right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Recovery codes and device tokens are long random strings: a plain SHA-256 is enough to keep them. */
export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What is stored for a recovery code: the hash of its letters without the dash. */
export const recoveryCodeHash = (normalized: string) => hashToken(normalized);

export const newDeviceToken = () => randomBytes(32).toString('base64url');
