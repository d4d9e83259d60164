// The sentences of a traveller's own account (password reset, settings, closing it), without zod,
// so the web app shows exactly the server's words.

/** How long a password reset link works; the email and the page say so. */
export const PASSWORD_RESET_MINUTES = 30;
/** How long a link confirming a new email address works. */
export const EMAIL_CHANGE_HOURS = 24;

export const accountMessages = {
  /** The one answer to "forgot password", whether or not an account uses the address. */
  resetLinkSent: `If an account uses this email, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  resetLinkInvalid: 'This password reset link is invalid, used or expired. Please ask for a new one.',
  passwordReset: 'Your password has been changed. You are now logged in.',
  tooManyResetRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  tokenRequired: 'The link is missing its token. Please open the link from your email again.',
  currentPasswordRequired: 'Current password is required.',
  wrongPassword: 'Your password is not correct.',
  passwordChanged: 'Password changed. You stay logged in here; every other session has been logged out.',
  samePassword: 'The new password must be different from the current one.',
  sameEmail: 'This is already your email address.',
  emailChangeSent: 'We have sent a confirmation link to your new email address. Your email changes when you open it.',
  emailChangeInvalid: 'This confirmation link is invalid, used or expired. Please ask for a new one from your profile settings.',
  emailChanged: 'Your email address has been changed.',
  accountDeleted: 'Your account has been deleted. Future bookings were cancelled and their refunds started.',
  bookingsChangedWhileDeleting: 'Your bookings changed while we were closing your account. Please review what will happen and confirm again.',
} as const;
