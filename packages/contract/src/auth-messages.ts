// The account sentences, without zod, so the web app can show exactly the server's words without
// shipping the schema library to the browser.

export const authMessages = {
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  signInRequired: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  travellersOnly: 'This page is for travellers. Please log in with a traveller account.',
  adminsOnly: 'Only administrators can do this.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  profileUpdated: 'Profile updated successfully!',
  passwordNotInProfile: 'To change your password, use Change password in Account Settings.',
  adminExists: 'An administrator already exists. Ask an administrator to create your account.',
} as const;
