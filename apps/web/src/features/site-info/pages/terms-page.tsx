import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { InfoSection, InfoShell } from '../components/info-shell.tsx';

/** The terms of using Yatrika and booking through it, in plain words. */
export default function TermsPage() {
  return (
    <InfoShell title="Terms of use" lead="The rules of booking and travelling with Yatrika, in plain words.">
      <InfoSection id="bookings" title="Bookings">
        <ul>
          <li>A booking is for the tour, date and number of people you chose, at the price shown when you paid.</li>
          <li>The lead traveller&apos;s name and phone number must be real: the guide uses them on the day.</li>
          <li>A paid booking is confirmed once the operator accepts it. If they cannot take it, you are refunded in full.</li>
        </ul>
      </InfoSection>
      <InfoSection id="payments" title="Payments and cancellations">
        <p>
          Prices are per person, in rupees, and you pay in full when you book. Cancelling follows our{' '}
          <Link to={paths.cancellationPolicy.href}>cancellation policy</Link>; an operator&apos;s cancellation is always refunded in full.
        </p>
      </InfoSection>
      <InfoSection id="on-the-tour" title="On the tour">
        <ul>
          <li>Be at the meeting point on time with your e-ticket (on your phone or printed) or your booking reference.</li>
          <li>Follow the guide&apos;s instructions on safety, and respect the places and people you visit.</li>
          <li>Carry a valid photo ID, and any permit the tour page says the place needs.</li>
        </ul>
      </InfoSection>
      <InfoSection id="content" title="Reviews, moments and comments">
        <p>
          What you post (reviews, photo moments, comments) must be your own and honest, and must not be abusive. The operator may remove posts that break these
          rules, and may answer reviews publicly.
        </p>
      </InfoSection>
      <InfoSection id="account" title="Your account">
        <p>
          Keep your password to yourself. You may close your account at any time from your account settings; see <Link to={paths.privacy.href}>Privacy</Link> for what
          happens to your data.
        </p>
      </InfoSection>
    </InfoShell>
  );
}
