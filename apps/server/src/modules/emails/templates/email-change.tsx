import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface EmailChangeData {
  firstname: string;
  /** The address being confirmed: this message goes to it. */
  newEmail: string;
  /** The absolute link to the confirmation page, carrying the single-use token. */
  confirmUrl: string;
  expiresInHours: number;
}

export const emailChange = defineEmailTemplate<EmailChangeData>({
  bulk: false,
  subject: () => 'Confirm your new Yatrika email address',
  body: (data, links) => (
    <EmailLayout preview="Confirm this address to use it for your Yatrika account." heading="Confirm your new email" links={links}>
      <Text style={emailStyles.text}>
        Hello {data.firstname}, you asked to use {data.newEmail} for your Yatrika account. Your email changes when you confirm it.
      </Text>
      <ActionButton href={data.confirmUrl}>Confirm this address</ActionButton>
      <Text style={emailStyles.muted}>
        The link works once, for {data.expiresInHours} hours. If the button does not open, copy this address into your browser:{' '}
        {data.confirmUrl}
      </Text>
      <Text style={emailStyles.muted}>If you did not ask for this, ignore this message: nothing changes.</Text>
    </EmailLayout>
  ),
});
