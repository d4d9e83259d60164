import { Text } from '@react-email/components';
import { partyWords, type PartyResponse } from '@yatrika/contract/person-types';
import { BookingSummary, type BookingFacts, bookingPath, rupees } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface BookingPartyChangedData extends BookingFacts {
  /** The seats the party took before; `previousParty` says who they were (absent in messages queued before it). */
  previousPeople: number;
  previousParty?: PartyResponse;
  previousTotalPaise: number;
  /** Refunded to the original payment through the provider, in paise. */
  refundPaise: number;
  /** Handed back by the operator (what was paid offline), in paise. */
  refundByHandPaise: number;
  /** Collected by the operator for a larger party, in paise. */
  collectedPaise: number;
  /** The traveller changed it themselves (decision 036): paid online for newcomers, and kept by the policy. */
  paidOnlinePaise?: number;
  keptPaise?: number;
  byTraveller?: boolean;
}

/** What the change did with the money, in one sentence. */
function moneyLine(data: BookingPartyChangedData): string {
  const parts: string[] = [];
  if (data.refundPaise > 0) parts.push(`${rupees(data.refundPaise)} is being refunded to the account or card you paid with (usually within 5 to 7 working days)`);
  if (data.refundByHandPaise > 0) parts.push(`the operator will hand ${rupees(data.refundByHandPaise)} back to you the way you paid`);
  if (data.collectedPaise > 0) parts.push(`the operator recorded ${rupees(data.collectedPaise)} you paid for the extra travellers`);
  if (data.paidOnlinePaise) parts.push(`you paid ${rupees(data.paidOnlinePaise)} for the extra travellers`);
  if (data.keptPaise) parts.push(`the cancellation policy keeps ${rupees(data.keptPaise)} for the travellers removed late`);
  if (parts.length === 0) return 'No money changes hands.';
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The party before the change in words, counted by person type like the new one (an infant takes no seat but travels). */
const previousWords = (data: BookingPartyChangedData) => partyWords({ numPeople: data.previousPeople, party: data.previousParty });

/** The operator changed how many people travel on a booking (decision 023). */
export const bookingPartyChanged = defineEmailTemplate<BookingPartyChangedData>({
  bulk: false,
  subject: (data) => `Your party is now ${partyWords(data)}: ${data.tourTitle} (${data.reference})`,
  body: (data, links) => (
    <EmailLayout preview={`Booking ${data.reference} is now for ${partyWords(data)}.`} heading="Your party has changed" links={links}>
      <Text style={emailStyles.text}>
        {data.byTraveller ? 'You changed' : 'The operator has changed'} booking {data.reference} for {data.tourTitle} from {previousWords(data)} to {partyWords(data)}. {moneyLine(data)}
      </Text>
      <BookingSummary facts={data} paid={false} />
      <Fact label="Total before" value={rupees(data.previousTotalPaise)} />
      <Fact label="New total" value={rupees(data.totalPaise)} />
      <ActionButton href={links.to(bookingPath(data.bookingId))}>See the booking</ActionButton>
    </EmailLayout>
  ),
});
