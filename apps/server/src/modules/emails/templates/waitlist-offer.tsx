import { indiaTimePhrase } from '@yatrika/contract/hold-messages';
import { Text } from '@react-email/components';
import { partyWords, type PartyResponse } from '@yatrika/contract/person-types';
import { formatTripDay } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** Seats freed on a sold-out departure, held for the traveller first in line whose party fits (decision 037). */
export interface WaitlistOfferData {
  fullName: string;
  tourTitle: string;
  tourLocation: string;
  /** "YYYY-MM-DD" */
  bookingDate: string;
  /** "HH:MM", India. */
  startTime: string;
  /** The seats held. */
  numPeople: number;
  /** Everyone in the party by type, when they joined with one. */
  party?: PartyResponse;
  /** The booking form, which finds the offer and books the held seats (a path of the web app). */
  bookPath: string;
  /** ISO time the held seats go to the next in line. */
  expiresAt: string;
}

export const waitlistOffer = defineEmailTemplate<WaitlistOfferData>({
  bulk: false,
  subject: (data) => `Seats are free on ${data.tourTitle}: they are held for you`,
  body: (data, links) => {
    // The day is named in full: the reader opens it on another day than it was sent.
    const until = indiaTimePhrase(new Date(data.expiresAt), new Date(0));
    const url = links.to(data.bookPath);
    return (
      <EmailLayout preview={`Book by ${until}: the seats are yours until then.`} heading="Seats freed up for you" links={links}>
        <Text style={emailStyles.text}>
          Hello {data.fullName}, seats have come free on the date you were waiting for, and we are holding {partyWords(data)} for you
          until {until}. Book with the button below; after that the seats go to the next traveller on the waiting list.
        </Text>
        <Fact label="Tour" value={`${data.tourTitle}, ${data.tourLocation}`} />
        <Fact label="Date" value={`${formatTripDay(data.bookingDate)}, ${data.startTime}`} />
        <Fact label="Travellers" value={partyWords(data)} />
        <Fact label="Held until" value={until} />
        <ActionButton href={url}>Book now</ActionButton>
        <Text style={emailStyles.muted}>Sign in with the account you joined the waiting list with. If the button does not open, copy this address into your browser: {url}</Text>
      </EmailLayout>
    );
  },
});
