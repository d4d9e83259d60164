import { z } from './zod.ts';
import { email, password } from './auth.ts';
import { entityId, isoDateTime, requiredText } from './common.ts';
import { staffRoles } from './staff.ts';

export { STAFF_INVITATION_HOURS, teamMessages } from './team-messages.ts';

const staffRole = z.enum(staffRoles, { message: 'Choose a role: owner, manager, front desk, guide or accountant.' });

/** One staff account as the team screen lists it. */
export const teamMember = z.object({
  _id: entityId,
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** The role in words (Owner, Front desk…). */
  roleName: z.string(),
  /** Null until the account first signs in after last sign-ins were kept. */
  lastSignInAt: isoDateTime.nullable(),
  status: z.enum(['active', 'suspended']),
  createdAt: isoDateTime,
});
export type TeamMember = z.infer<typeof teamMember>;

/** An invitation still open (neither accepted nor withdrawn); `expired` once its 48 hours are over. */
export const teamInvitation = z.object({
  _id: entityId,
  email: z.string(),
  role: z.enum(staffRoles),
  roleName: z.string(),
  invitedBy: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const teamResponse = z.object({
  members: z.array(teamMember),
  invitations: z.array(teamInvitation),
});
export type TeamResponse = z.infer<typeof teamResponse>;

export const inviteRequest = z.object({ email, role: staffRole });
export type InviteRequest = z.input<typeof inviteRequest>;

export const inviteResponse = z.object({ message: z.string(), invitation: teamInvitation });
export type InviteResponse = z.infer<typeof inviteResponse>;

export const roleChangeRequest = z.object({ role: staffRole });
export type RoleChangeRequest = z.input<typeof roleChangeRequest>;

export const memberResponse = z.object({ message: z.string(), member: teamMember });
export type MemberResponse = z.infer<typeof memberResponse>;

/** A link's token: URL-safe base64 of 32 random bytes; anything else matches no invitation. */
export const invitationToken = z.string().trim().min(1, 'The invitation link is incomplete.').max(200);

export const invitationTokenParams = z.object({ token: invitationToken });

/** What the invitation page shows before the colleague sets a name and password. */
export const invitationPreview = z.object({
  email: z.string(),
  role: z.enum(staffRoles),
  roleName: z.string(),
  roleSummary: z.string(),
  invitedBy: z.string(),
  expiresAt: isoDateTime,
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const acceptInvitationRequest = z.object({
  token: invitationToken,
  name: requiredText('Name', 60),
  password,
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
