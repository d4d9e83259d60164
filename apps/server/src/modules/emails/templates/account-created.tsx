import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface AccountCreatedData {
  firstname: string;
  username: string;
  /**
   * The account was opened by the operator for a booking taken by phone: it has no password yet,
   * and this single-use link chooses one (afterwards "Forgotten password" works as for anyone).
   */
  setPassword?: { url: string; expiresInMinutes: number };
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
      {data.setPassword ? (
        <>
          <Text style={emailStyles.text}>
            We opened it for the booking you made with us by phone. Choose a password to sign in and see your booking; the link works
            once, for {Math.round(data.setPassword.expiresInMinutes / 60)} hours. Later, "Forgot password?" on the sign-in page sends a
            new one.
          </Text>
          <ActionButton href={data.setPassword.url}>Choose a password</ActionButton>
        </>
      ) : (
        <>
          <ActionButton href={links.to('/login/userdashboard')}>Find a tour</ActionButton>
          <Text style={emailStyles.muted}>If you did not sign up, you can ignore this message.</Text>
        </>
      )}
    </EmailLayout>
  ),
});
