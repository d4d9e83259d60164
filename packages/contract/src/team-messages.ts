// The team screen's and the invitation page's sentences, without zod, so the web app shows exactly
// the server's words without shipping the schema library to the browser.

/** How long an emailed invitation to the team stays valid. */
export const STAFF_INVITATION_HOURS = 48;

export const teamMessages = {
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for ${STAFF_INVITATION_HOURS} hours.`,
  invitationWithdrawn: 'Invitation withdrawn.',
  invitationNotFound: 'This invitation does not exist or is no longer open.',
  invitationInvalid: 'This invitation link has expired or has been used. Ask the colleague who invited you for a new one.',
  accepted: 'Welcome to the team. You are signed in.',
  emailInTeam: 'An account with this email already exists.',
  memberNotFound: 'This staff account does not exist.',
  roleChanged: 'Role changed.',
  suspended: 'Account suspended: its sessions have ended.',
  reactivated: 'Account reactivated.',
  removed: 'Account removed: it can no longer sign in.',
  lastOwner: 'The team needs at least one active owner: make another owner first.',
  notYourself: 'You cannot suspend or remove your own account.',
  ownersOnly: "Only an owner can change, suspend or remove an owner, or make someone an owner.",
} as const;
