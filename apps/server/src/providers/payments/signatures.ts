import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as the provider writes it: lowercase hex. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a signature with the expected HMAC in constant time. */
export function hmacMatches(secret: string, message: string | Buffer, signature: string): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(hmacHex(secret, message));
  const given = Buffer.from(signature);
  // Lengths are public (a hex SHA-256 is always 64), so checking them first leaks nothing.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The checkout's confirmation signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);
