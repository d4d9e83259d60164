import type { Executor } from '../../db/client.ts';
import { signedCodes } from '../../db/signed-codes.ts';

/**
 * The text a ticket's QR code holds: `YTK1.<reference>.<signature>` (db/signed-codes.ts). A
 * scanner can refuse a forged or altered code from the text alone, before looking any booking up.
 */
const codes = signedCodes('YTK1', 'ticket-signing-key');

/** Makes the signing key at boot, so no booking or scan is the first to write it. */
export const prepareTicketKey = (db: Executor): Promise<unknown> => codes.prepare(db);

/** The QR text of the booking with this reference. */
export const ticketCodeFor = (db: Executor, reference: string): Promise<string> => codes.sign(db, reference);

/** The reference a scanned code carries, if its signature is ours; undefined for anything else. */
export const verifyTicketCode = (db: Executor, code: string): Promise<string | undefined> => codes.verify(db, code);
