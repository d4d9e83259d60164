import { Text } from '@react-email/components';
import { BookingSummary, type BookingFacts, formatTripDay } from './booking-facts.tsx';
import { ActionButton, EmailLayout, Fact, emailStyles } from './layout.tsx';
import { defineEmailTemplate } from './template.ts';

export interface OperatorNewBookingData extends BookingFacts {
  phone: string;
  travellerEmail: string | null;
}

/** To OPERATOR_EMAIL: a paid booking that may need accepting. */
export const operatorNewBooking = defineEmailTemplate<OperatorNewBookingData>({
  bulk: false,
  subject: (data) => `New booking ${data.reference}: ${data.tourTitle}, ${formatTripDay(data.bookingDate)}, ${data.numPeople} pax`,
  body: (data, links) => (
    <EmailLayout preview={`${data.fullName} booked ${data.tourTitle}.`} heading="A new booking" links={links}>
      <Text style={emailStyles.text}>{data.fullName} has paid for a booking. Accept it in the bookings screen so the traveller knows it is confirmed.</Text>
      <BookingSummary facts={data} />
      <Fact label="Phone" value={data.phone} />
      {data.travellerEmail ? <Fact label="Email" value={data.travellerEmail} /> : null}
      <ActionButton href={links.to('/admindashboard/bookings')}>Open bookings</ActionButton>
    </EmailLayout>
  ),
});
