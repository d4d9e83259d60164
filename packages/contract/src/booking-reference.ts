/**
 * A booking's reference: a short code a traveller can read out on the phone ("YT-7K3M-Q9TD").
 * It is the booking's number (1, 2, 3… from the database, so unique without retries) shuffled
 * by a fixed multiplication modulo 32^8, so consecutive bookings do not get consecutive codes
 * and a code does not reveal how many bookings there are. Crockford's base 32 leaves out
 * I, L, O and U, which are easily misread. The shuffle can be undone, so a typed reference
 * leads back to its booking's number without a lookup table.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const space = 32n ** 8n; // 2^40 codes
// Odd, so multiplying by it is a bijection modulo a power of two; the offset keeps booking 1 from reading "…0001"-like.
const multiplier = 0x9e3779b97n;
const offset = 0x5a17c3e1d2n;

/** The multiplier's inverse modulo 2^40 (Newton's iteration: each step doubles the correct low bits). */
const inverseMultiplier = (() => {
  let inverse = 1n;
  for (let step = 0; step < 6; step++) inverse = (inverse * (2n - multiplier * inverse)) % space;
  return (inverse + space) % space;
})();

export function bookingReference(bookingNumber: number): string {
  let value = (BigInt(bookingNumber) * multiplier + offset) % space;
  let code = '';
  for (let index = 0; index < 8; index++) {
    code = alphabet[Number(value % 32n)] + code;
    value /= 32n;
  }
  return `YT-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A reference as a person may type or read it, in its one written form: any case, spaces or
 * dashes anywhere, with or without the "YT" in front; O read as 0, I and L as 1 (Crockford).
 * Undefined when it cannot be a reference at all.
 */
export function normalizeReference(typed: string): string | undefined {
  let code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length === 10 && code.startsWith('YT')) code = code.slice(2);
  code = code.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(code)) return undefined;
  return `YT-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The booking number a reference stands for, or undefined for text that is not one. */
export function bookingNumberOf(typed: string): number | undefined {
  const reference = normalizeReference(typed);
  if (!reference) return undefined;
  let value = 0n;
  for (const letter of reference.slice(3).replace('-', '')) value = value * 32n + BigInt(alphabet.indexOf(letter));
  const number = (((value - offset) % space + space) % space * inverseMultiplier) % space;
  return number >= 1n && number <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(number) : undefined;
}
