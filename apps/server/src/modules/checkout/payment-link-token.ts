import type { Executor } from '../../db/client.ts';
import { signedCodes } from '../../db/signed-codes.ts';

/**
 * The token in a payment link's address: `YPL1.<orderId>.<signature>` (db/signed-codes.ts). It is
 * the traveller's key to the payment page, so the page opens from the email without signing in (a
 * traveller the operator just opened an account for has no password yet); it lets its holder see
 * the trip and pay for it, nothing else. Whether the link still stands (paid, withdrawn, run out)
 * is read from the database, not from the token.
 */
const tokens = signedCodes('YPL1', 'payment-link-signing-key');

/** Makes the signing key at boot, so no request is the first to write it (a refused one must change nothing). */
export const preparePaymentLinkKey = (db: Executor): Promise<unknown> => tokens.prepare(db);

export const paymentLinkToken = (db: Executor, orderId: string): Promise<string> => tokens.sign(db, orderId);

/** The order a token names, if this site signed it; undefined for anything else. */
export const orderOfPaymentLinkToken = (db: Executor, token: string): Promise<string | undefined> => tokens.verify(db, token);

/** The web app's payment page for a token. */
export const paymentLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/pay/${encodeURIComponent(token)}`;
