import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { InfoSection, InfoShell } from '../components/info-shell.tsx';

/** What Yatrika keeps about a traveller, why, and how to take a copy or have it deleted. */
export default function PrivacyPage() {
  return (
    <InfoShell title="Privacy" lead="What we keep about you, why, and how to take it with you or have it deleted.">
      <InfoSection id="what-we-keep" title="What we keep">
        <ul>
          <li>Your account: name, username, email address, phone number and the profile details you fill in. Your password is stored only as a secure hash.</li>
          <li>Your bookings: the tour, date, party size, the lead traveller&apos;s name and phone, the payment and any refund, and check-in at the meeting point.</li>
          <li>What you post: reviews, photo moments, comments and likes, and your wishlist.</li>
          <li>The emails we send you, so we can show what was sent and send again if a message did not arrive.</li>
        </ul>
        <p>Card and bank details go straight to our payment provider; Yatrika never sees or stores them.</p>
      </InfoSection>
      <InfoSection id="why" title="Why we keep it">
        <p>
          To run your bookings (the operator needs your name and phone on the day), to take and refund payments, to send the emails your bookings need, and to show
          your reviews and moments to other travellers. We do not sell your data.
        </p>
        <p>Trip reminders and review requests carry an unsubscribe link; receipts and account messages are always sent.</p>
      </InfoSection>
      <InfoSection id="your-data" title="A copy of your data">
        <p>
          Sign in and open <Link to={paths.accountSettings.href}>account settings</Link>, then &ldquo;Download my data&rdquo;: you get your account, bookings,
          reviews, moments, comments, likes and wishlist as one file.
        </p>
      </InfoSection>
      <InfoSection id="deletion" title="Deleting your account">
        <p>
          In <Link to={paths.accountSettings.href}>account settings</Link>, &ldquo;Delete my account&rdquo; first tells you which future bookings will be cancelled and
          what each refunds under the cancellation policy. With your password it cancels them, refunds them, and deletes your account with your reviews, moments,
          comments, likes and wishlist.
        </p>
        <p>
          Past bookings stay in the operator&apos;s records, without your account, because they are records of payments we must keep. If you cannot sign in, or want
          something else removed, <Link to={paths.contact.href}>contact us</Link> from the address on your account.
        </p>
      </InfoSection>
    </InfoShell>
  );
}
