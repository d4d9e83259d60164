import { indiaTimePhrase } from '@yatrika/contract/hold-messages';
import { Text } from '@react-email/components';
import { partyWords, type PartyResponse } from '@yatrika/contract/person-types';
import { formatTripDay, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** A booking taken by phone, to be paid by the traveller from this link before it runs out (decision 024). */
export interface PaymentLinkData {
  orderId: string;
  fullName: string;
  tourTitle: string;
  tourLocation: string;
  /** "YYYY-MM-DD" */
  bookingDate: string;
  /** The seats held. */
  numPeople: number;
  /** Everyone in the party by type; absent in messages queued before person types. */
  party?: PartyResponse;
  totalPaise: number;
  /** The payment page, signed: it opens without signing in. */
  payUrl: string;
  /** ISO time the link (and the seats held for it) runs out. */
  expiresAt: string;
}

export const paymentLink = defineEmailTemplate<PaymentLinkData>({
  bulk: false,
  subject: (data) => `Pay ${rupees(data.totalPaise)} to confirm ${data.tourTitle}`,
  body: (data, links) => {
    // The day is named in full: the reader opens it on another day than it was sent.
    const until = indiaTimePhrase(new Date(data.expiresAt), new Date(0));
    return (
      <EmailLayout preview={`Your seats are held until ${until}.`} heading="Pay for your booking" links={links}>
        <Text style={emailStyles.text}>
          Hello {data.fullName}, as agreed on the phone we are holding {partyWords(data)} on {data.tourTitle} for you. Pay with the
          button below to confirm the booking; the seats are held until {until}, after which they go back on sale.
        </Text>
        <Fact label="Tour" value={`${data.tourTitle}, ${data.tourLocation}`} />
        <Fact label="Date" value={formatTripDay(data.bookingDate)} />
        <Fact label="Travellers" value={partyWords(data)} />
        <Fact label="Amount" value={rupees(data.totalPaise)} />
        <Fact label="Pay by" value={until} />
        <ActionButton href={data.payUrl}>Pay {rupees(data.totalPaise)}</ActionButton>
        <Text style={emailStyles.muted}>
          The link opens without signing in. If the button does not open, copy this address into your browser: {data.payUrl}
        </Text>
      </EmailLayout>
    );
  },
});
