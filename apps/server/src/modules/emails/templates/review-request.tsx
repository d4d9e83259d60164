import { Text } from '@react-email/components';
import { type BookingFacts, tourPath } from './booking-facts.tsx';
import { ActionButton, EmailLayout, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

/** The day after a trip, to a traveller who was checked in: their review is marked as travelled. */
export const reviewRequest = defineEmailTemplate<BookingFacts>({
  bulk: true,
  subject: (data) => `How was ${data.tourTitle}?`,
  body: (data, links) => (
    <EmailLayout preview="Tell other travellers how it went." heading={`How was ${data.tourTitle}?`} links={links}>
      <Text style={emailStyles.text}>
        {data.fullName}, we hope you enjoyed the trip. A few lines from you help other travellers choose, and your review will say you
        travelled with us.
      </Text>
      <ActionButton href={links.to(data.tourId ? `${tourPath(data.tourId)}#reviews` : '/login/dashboard/myreviews')}>Write a review</ActionButton>
    </EmailLayout>
  ),
});
