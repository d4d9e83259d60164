import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCancellationPolicy } from '../../../lib/cancellation-policy.ts';
import { InfoSection, InfoShell } from '../components/info-shell.tsx';

/** How booking works on Yatrika, step by step, as the site does it. */
export default function HelpPage() {
  const policy = useCancellationPolicy();
  return (
    <InfoShell title="Help centre" lead="How booking, paying, confirmation, cancelling and travelling work on Yatrika.">
      <InfoSection id="booking" title="Booking a tour">
        <p>
          Sign in (or <Link to={paths.signup.href}>create an account</Link>), open a tour and choose a date in its calendar. The calendar shows the seats left on each
          date; sold-out and closed dates cannot be chosen. Enter the lead traveller&apos;s name and phone number and how many people are coming, then choose
          &ldquo;Confirm Booking &amp; Pay&rdquo;.
        </p>
        <p>
          While the payment window is open your seats are held for you for a few minutes; the booking form says until when. If you close the window without paying,
          the seats go back on sale when the hold runs out.
        </p>
      </InfoSection>

      <InfoSection id="payment" title="Paying">
        <p>
          You pay online, in rupees, through our payment provider. The amount is always worked out by our server: the tour&apos;s price per person times the number
          of people. Yatrika never sees or keeps your card details.
        </p>
        <p>
          Once the payment goes through you see your booking&apos;s reference (like YT-7K3M-Q9TD) and get a confirmation email. If a payment is taken but the
          booking could not be made (for example the last seats went while you paid), we book it as soon as we can or refund the whole amount automatically:
          every paid order ends as a booking or a refund. My Bookings lists any such payment and what became of it.
        </p>
      </InfoSection>

      <InfoSection id="confirmation" title="Confirmation by the operator">
        <p>
          A paid booking first waits for the operator, who checks the party can be taken on that date. When they accept it you get an email, and My Bookings shows
          the booking as confirmed. If the operator has to cancel, you are refunded in full and told by email.
        </p>
      </InfoSection>

      <InfoSection id="cancelling" title="Cancelling and refunds">
        <p>{policy.data ? policy.data.policy : 'The cancellation policy is on its own page.'}</p>
        <p>
          To cancel, open <Link to={paths.myBookings.href}>My Bookings</Link> and choose &ldquo;Cancel Booking&rdquo;. Before you confirm, the dialog says exactly how
          much will come back. Refunds go back to the way you paid, and My Bookings shows when each refund has been processed. Read the full{' '}
          <Link to={paths.cancellationPolicy.href}>cancellation policy</Link>.
        </p>
      </InfoSection>

      <InfoSection id="tickets" title="Tickets and check-in">
        <p>
          Every paid booking has an e-ticket: open it from My Bookings (&ldquo;E-ticket&rdquo;). It shows a QR code, your reference, the tour, the date, the meeting
          point and your party. Save it to your calendar, print it, or keep it on your phone.
        </p>
        <p>
          At the meeting point the guide scans the QR code, or types your reference if your phone is flat, and checks in your party. The reminder email 48 hours
          before the departure repeats the meeting point and the ticket.
        </p>
      </InfoSection>

      <InfoSection id="reviews" title="Reviews">
        <p>
          You can review each tour once, and later edit or delete your review from the tour&apos;s page. Reviews by travellers who were checked in on the tour say so.
          The operator may answer a review; the answer appears under it.
        </p>
      </InfoSection>

      <InfoSection id="account" title="Your account">
        <p>
          Forgot your password? Use &ldquo;Forgot password?&rdquo; on the <Link to={paths.login.href}>login page</Link> and we email you a link. In your account
          settings you can change your password or email, download a copy of your data, or close your account; see <Link to={paths.privacy.href}>Privacy</Link>.
        </p>
        <p>
          Still stuck? <Link to={paths.contact.href}>Contact us</Link>.
        </p>
      </InfoSection>
    </InfoShell>
  );
}
