/**
 * A booking's reference: a short code a traveller can read out on the phone ("YT-7K3M-Q9TD"),
 * written from the booking's `number` in Crockford's base 32, which leaves out I, L, O and U
 * (easily misread). Two kinds of number, one look (decision 041):
 *
 * - **Keyed** (every booking made since migration 0042): the database gives each new booking
 *   `KEYED_BASE` plus a permutation of its place in the sequence keyed by a secret of the
 *   installation (`next_booking_number()`), so a reference tells nobody how many bookings there
 *   are or which came before and after, and two installations never share a sequence. Its seven
 *   letters are that permuted number; the eighth is a check character, so a misread letter is
 *   caught.
 * - **Legacy** (numbers below `KEYED_BASE`, bookings made before): 1, 2, 3… shuffled by a fixed,
 *   public multiplication modulo 32^8, with no check character. Kept exactly as printed on their
 *   tickets; migration 0042 makes sure no keyed reference ever equals one of them.
 *
 * Both read back to their number without a lookup table; a typed reference may be read both ways
 * (`bookingNumbersOf`), and at most one of the two numbers is a booking.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const legacySpace = 32n ** 8n; // 2^40 codes
// Odd, so multiplying by it is a bijection modulo a power of two; the offset keeps booking 1 from reading "…0001"-like.
const multiplier = 0x9e3779b97n;
const offset = 0x5a17c3e1d2n;

/** The first keyed number: every legacy number is below it. */
export const KEYED_BASE = 2 ** 40;
/** How many keyed numbers there are: seven letters of base 32. */
export const KEYED_SPACE = 2 ** 35;

/** The multiplier's inverse modulo 2^40 (Newton's iteration: each step doubles the correct low bits). */
const inverseMultiplier = (() => {
  let inverse = 1n;
  for (let step = 0; step < 6; step++) inverse = (inverse * (2n - multiplier * inverse)) % legacySpace;
  return (inverse + legacySpace) % legacySpace;
})();

function letters(value: bigint, count: number): string {
  let code = '';
  for (let index = 0; index < count; index++) {
    code = alphabet[Number(value % 32n)] + code;
    value /= 32n;
  }
  return code;
}

function valueOf(code: string): bigint {
  let value = 0n;
  for (const letter of code) value = value * 32n + BigInt(alphabet.indexOf(letter));
  return value;
}

/**
 * The check character of seven letters: their values weighted 1, 3, 5… 13, summed modulo 32. Every
 * weight is odd, so any one letter misread changes it; swapping two neighbours changes it unless
 * they differ by exactly 16.
 */
export function checkCharacter(code: string): string {
  let sum = 0;
  for (let index = 0; index < code.length; index++) sum += (2 * index + 1) * alphabet.indexOf(code[index]!);
  return alphabet[sum % 32]!;
}

export function bookingReference(bookingNumber: number): string {
  let code: string;
  if (bookingNumber >= KEYED_BASE) {
    const keyed = bookingNumber - KEYED_BASE;
    if (keyed >= KEYED_SPACE) throw new RangeError(`booking number ${bookingNumber} has no reference`);
    code = letters(BigInt(keyed), 7);
    code += checkCharacter(code);
  } else {
    code = letters((BigInt(bookingNumber) * multiplier + offset) % legacySpace, 8);
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

/**
 * The booking numbers a typed reference can stand for: the legacy reading, and the keyed one when
 * its check character is right. At most one of them is a booking (migration 0042); empty for text
 * that is not a reference.
 */
export function bookingNumbersOf(typed: string): number[] {
  const reference = normalizeReference(typed);
  if (!reference) return [];
  const code = reference.slice(3).replace('-', '');
  const numbers: number[] = [];
  if (checkCharacter(code.slice(0, 7)) === code[7]) numbers.push(KEYED_BASE + Number(valueOf(code.slice(0, 7))));
  const legacy = ((((valueOf(code) - offset) % legacySpace) + legacySpace) % legacySpace * inverseMultiplier) % legacySpace;
  if (legacy >= 1n) numbers.push(Number(legacy));
  return numbers;
}
