import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** To the old address once a change is confirmed: the owner learns of it if it was not them. */
export interface EmailChangedData {
  firstname: string;
  newEmail: string;
}

export const emailChanged = defineEmailTemplate<EmailChangedData>({
  bulk: false,
  subject: () => 'Your Yatrika email address was changed',
  body: (data, links) => (
    <EmailLayout preview={`Your account now uses ${data.newEmail}.`} heading="Your email address was changed" links={links}>
      <Text style={emailStyles.text}>
        Hello {data.firstname}, your Yatrika account now uses {data.newEmail}. Messages about your bookings go there from now on, and this
        address no longer signs in.
      </Text>
      <Text style={emailStyles.text}>If you did not make this change, reset your password straight away and tell us.</Text>
      <ActionButton href={links.to('/forgot-password')}>Reset my password</ActionButton>
    </EmailLayout>
  ),
});
