import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface AccountCreatedData {
  firstname: string;
  username: string;
}

export const accountCreated = defineEmailTemplate<AccountCreatedData>({
  bulk: false,
  subject: () => 'Welcome to Yatrika',
  body: (data, links) => (
    <EmailLayout preview="Your account is ready: find a tour and book a date." heading={`Welcome, ${data.firstname}`} links={links}>
      <Text style={emailStyles.text}>
        Your Yatrika account {data.username} is ready. Browse adventure, religious, historical and romantic tours, keep a wishlist and
        book a date for your group.
      </Text>
      <ActionButton href={links.to('/login/userdashboard')}>Find a tour</ActionButton>
      <Text style={emailStyles.muted}>If you did not sign up, you can ignore this message.</Text>
    </EmailLayout>
  ),
});
