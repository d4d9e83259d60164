/**
 * A booking's reference: a short code a traveller can read out on the phone ("YT-7K3M-Q9TD").
 * It is the booking's number (1, 2, 3… from the database, so unique without retries) shuffled
 * by a fixed multiplication modulo 32^8, so consecutive bookings do not get consecutive codes
 * and a code does not reveal how many bookings there are. Crockford's base 32 leaves out
 * I, L, O and U, which are easily misread.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const space = 32n ** 8n; // 2^40 codes
// Odd, so multiplying by it is a bijection modulo a power of two; the offset keeps booking 1 from reading "…0001"-like.
const multiplier = 0x9e3779b97n;
const offset = 0x5a17c3e1d2n;

export function bookingReference(bookingNumber: number): string {
  let value = (BigInt(bookingNumber) * multiplier + offset) % space;
  let code = '';
  for (let index = 0; index < 8; index++) {
    code = alphabet[Number(value % 32n)] + code;
    value /= 32n;
  }
  return `YT-${code.slice(0, 4)}-${code.slice(4)}`;
}
