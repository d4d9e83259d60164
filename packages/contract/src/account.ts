import { z } from './zod.ts';
import { accountMessages } from './account-messages.ts';
import { email, password, sessionUser } from './auth.ts';
import { entityId } from './common.ts';

/** The single-use token from an emailed link: opaque text, never longer than ours. */
const linkToken = z
  .string({ message: accountMessages.tokenRequired })
  .trim()
  .min(1, accountMessages.tokenRequired)
  .max(200, accountMessages.tokenRequired);

/** The password of the signed-in account, to confirm it is really them (any length we ever accepted). */
const currentPassword = z
  .string({ message: accountMessages.currentPasswordRequired })
  .min(1, accountMessages.currentPasswordRequired)
  .max(128, 'Password must be at most 128 characters.');

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** The new password follows the sign-up rules. */
export const resetPasswordRequest = z.object({ token: linkToken, password });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({ currentPassword, newPassword: password });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const changeEmailRequest = z.object({ email, password: currentPassword });
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>;

export const confirmEmailRequest = z.object({ token: linkToken });

export const confirmEmailResponse = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;

export const deleteAccountRequest = z.object({ password: currentPassword });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

/** A future booking that closing the account cancels, with what its cancel gives back (rupees). */
const closingBooking = z.object({
  _id: entityId,
  tourTitle: z.string(),
  bookingDate: z.string(),
  numPeople: z.number(),
  paidAmount: z.number(),
  refundAmount: z.number(),
});

/** What deleting the account now would do: the bookings cancelled and refunded; past ones stay with the operator. */
export const accountClosingResponse = z.object({
  bookings: z.array(closingBooking),
  refundTotal: z.number(),
  policy: z.string(),
});
export type AccountClosing = z.infer<typeof accountClosingResponse>;

export const deleteAccountResponse = z.object({
  message: z.string(),
  canceledBookings: z.number(),
  refundTotal: z.number(),
  /** Each booking cancelled, with the refund its cancel asked for (rupees), in date order: the closed-account page lists them. */
  canceled: z.array(closingBooking.omit({ paidAmount: true })),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

/** A password change answers a fresh token for this session: the old one ended with the others. */
export const passwordChangedResponse = z.object({ message: z.string(), token: z.string(), user: sessionUser });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponse>;

const exportedRecord = z.record(z.string(), z.unknown());

/** Everything Yatrika keeps about the traveller, as a downloadable file. Never the password hash. */
export const accountExportResponse = z.object({
  exportedAt: z.string(),
  account: exportedRecord,
  bookings: z.array(exportedRecord),
  reviews: z.array(exportedRecord),
  moments: z.array(exportedRecord),
  comments: z.array(exportedRecord),
  likedMoments: z.array(z.string()),
  wishlist: z.array(exportedRecord),
});
export type AccountExport = z.infer<typeof accountExportResponse>;

export { accountMessages, EMAIL_CHANGE_HOURS, PASSWORD_RESET_MINUTES } from './account-messages.ts';
