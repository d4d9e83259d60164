import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface PasswordResetData {
  firstname: string;
  /** The absolute link to the reset page, carrying the single-use token. */
  resetUrl: string;
  expiresInMinutes: number;
}

export const passwordReset = defineEmailTemplate<PasswordResetData>({
  bulk: false,
  subject: () => 'Reset your Yatrika password',
  body: (data, links) => (
    <EmailLayout preview={`Choose a new password within ${data.expiresInMinutes} minutes.`} heading="Reset your password" links={links}>
      <Text style={emailStyles.text}>
        Hello {data.firstname}, someone (we hope you) asked to reset the password of your Yatrika account. Choose a new one with the
        button below.
      </Text>
      <ActionButton href={data.resetUrl}>Choose a new password</ActionButton>
      <Text style={emailStyles.muted}>
        The link works once, for {data.expiresInMinutes} minutes. If the button does not open, copy this address into your browser:{' '}
        {data.resetUrl}
      </Text>
      <Text style={emailStyles.muted}>If you did not ask for this, you can ignore this message: your password stays as it is.</Text>
    </EmailLayout>
  ),
});
