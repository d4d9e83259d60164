import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface StaffInvitationData {
  /** Who sent the invitation, as the team knows them. */
  inviterName: string;
  /** The role offered, in words (Guide, Front desk…), and what it is for. */
  roleName: string;
  roleSummary: string;
  /** The absolute link to the invitation page, carrying the single-use token. */
  acceptUrl: string;
  expiresInHours: number;
}

export const staffInvitation = defineEmailTemplate<StaffInvitationData>({
  bulk: false,
  subject: (data) => `${data.inviterName} invites you to the Yatrika team`,
  body: (data, links) => (
    <EmailLayout preview={`Join the team as ${data.roleName} within ${data.expiresInHours} hours.`} heading="Join the team" links={links}>
      <Text style={emailStyles.text}>
        {data.inviterName} invites you to work on Yatrika as {data.roleName}: {data.roleSummary}
      </Text>
      <Text style={emailStyles.text}>Choose your name and password with the button below; you are then signed in to the admin area.</Text>
      <ActionButton href={data.acceptUrl}>Join the team</ActionButton>
      <Text style={emailStyles.muted}>
        The link works once, for {data.expiresInHours} hours. If the button does not open, copy this address into your browser:{' '}
        {data.acceptUrl}
      </Text>
      <Text style={emailStyles.muted}>If you did not expect this, ignore this message: no account is made without you.</Text>
    </EmailLayout>
  ),
});
