import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface NewsletterConfirmationData {
  /** Signed by modules/newsletter: confirms this request, and only while it is the latest. */
  confirmToken: string;
  /** Signed by modules/newsletter: takes the address off the list, now or later. */
  unsubscribeToken: string;
}

/** The web app's pages the links open; each asks before it acts, as mail scanners open every link. */
const CONFIRM_PAGE = '/newsletter/confirm';
const UNSUBSCRIBE_PAGE = '/unsubscribe?list=newsletter&token=';
const ONE_CLICK_UNSUBSCRIBE = '/api/newsletter/unsubscribe?token=';

/**
 * Double opt-in: an address typed into the footer is on the list only once its owner follows this
 * link. Sent even to addresses that stopped trip reminders: they asked for it just now.
 */
export const newsletterConfirmation = defineEmailTemplate<NewsletterConfirmationData>({
  bulk: false,
  subject: () => "Confirm your subscription to Yatrika's newsletter",
  body: (data, links) => (
    <EmailLayout preview="One click and travel ideas will reach you now and then." heading="Please confirm your subscription" links={links}>
      <Text style={emailStyles.text}>
        This address was given for Yatrika's newsletter: travel ideas and offers from across India, now and then. Confirm that it is yours and
        that you want it.
      </Text>
      <ActionButton href={links.to(`${CONFIRM_PAGE}?token=${encodeURIComponent(data.confirmToken)}`)}>Confirm my subscription</ActionButton>
      <Text style={emailStyles.muted}>If you did not ask for it, ignore this email: nothing more is sent to an address that is not confirmed.</Text>
    </EmailLayout>
  ),
  listUnsubscribe: (data) => ({
    page: `${UNSUBSCRIBE_PAGE}${encodeURIComponent(data.unsubscribeToken)}`,
    oneClick: `${ONE_CLICK_UNSUBSCRIBE}${encodeURIComponent(data.unsubscribeToken)}`,
    note: "You get this because this address was given for Yatrika's newsletter.",
  }),
});
