import { formatRupees } from '@yatrika/contract/money';
import { partyWords, type PartyResponse } from '@yatrika/contract/person-types';
import { Img } from '@react-email/components';
import { qrPng } from '../../tickets/public.ts';
import { Fact, emailStyles } from './layout.tsx';
import type { EmailAttachment, EmailLinks } from './template.ts';

/** What a booking's emails say about it, stored with each message as it was when it happened. */
export interface BookingFacts {
  bookingId: string;
  reference: string;
  /** The lead traveller's name as booked. */
  fullName: string;
  tourId: string | null;
  tourTitle: string;
  tourLocation: string;
  /** Relative media path of the tour's picture (`media/<id>.webp`), if any. */
  tourImage: string | null;
  /** "YYYY-MM-DD" */
  bookingDate: string;
  /** "HH:MM", India: when the group sets off; absent in messages queued before start times. */
  startTime?: string;
  /** The seats the party takes. */
  numPeople: number;
  /** Everyone in the party by type; absent in messages queued before person types. */
  party?: PartyResponse;
  totalPaise: number;
  /** Paid by advance (decision 035): what was paid so far, the balance and its due day; absent when paid in full. */
  paidPaise?: number;
  balancePaise?: number;
  balanceDueOn?: string;
  durationDays: number;
  meetingPoint: string | null;
  inclusions: string[];
}

/** "Saturday, 12 December 2026": a calendar day as Indian readers write it. */
export function formatTripDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const rupees = (paise: number) => formatRupees(paise / 100);
export const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** The e-ticket's page, as the web app routes it. */
export { ticketPagePath as ticketPath } from '@yatrika/contract/tickets';
export const bookingPath = (bookingId: string) => `/login/userdashboard/mybookings/${bookingId}`;
export const tourPath = (tourId: string) => `/dashboard/booknow/${tourId}`;

export const pictureOf = (facts: BookingFacts, links: EmailLinks) => (facts.tourImage ? links.to(`/${facts.tourImage.replace(/^\/+/, '')}`) : undefined);

/** The ticket's QR code, in the message itself: it scans at the gate with no signal. */
const TICKET_QR_CID = 'ticket-qr';

export async function ticketQrAttachment(reference: string, links: EmailLinks): Promise<EmailAttachment> {
  const png = await qrPng(await links.ticketCode(reference), 360);
  return { filename: `ticket-${reference}.png`, contentType: 'image/png', content: png.toString('base64'), encoding: 'base64', cid: TICKET_QR_CID };
}

/** The QR drawn from the inline attachment above (ticketQrAttachment). */
export function TicketQr({ reference }: { reference: string }) {
  return (
    <>
      <Img src={`cid:${TICKET_QR_CID}`} width="180" height="180" alt={`QR code of booking ${reference}`} style={{ margin: '4px 0 4px' }} />
      <p style={emailStyles.muted}>Your ticket: show this code at the meeting point.</p>
    </>
  );
}

/** Reference, tour, date, party, meeting point: the block every booking email shows. */
export function BookingSummary({ facts, paid = true }: { facts: BookingFacts; paid?: boolean }) {
  return (
    <>
      <Fact label="Reference" value={facts.reference} />
      <Fact label="Tour" value={`${facts.tourTitle}, ${facts.tourLocation}`} />
      <Fact label="Date" value={facts.durationDays > 1 ? `${formatTripDay(facts.bookingDate)} (${facts.durationDays} days)` : formatTripDay(facts.bookingDate)} />
      {facts.startTime ? <Fact label="Sets off" value={`${facts.startTime} (India time)`} /> : null}
      <Fact label="Travellers" value={`${partyWords(facts)}, booked by ${facts.fullName}`} />
      {facts.meetingPoint ? <Fact label="Meeting point" value={facts.meetingPoint} /> : null}
      {paid ? <Fact label="Paid" value={rupees(facts.paidPaise ?? facts.totalPaise)} /> : null}
      {facts.balancePaise && facts.balanceDueOn ? <Fact label="Balance due" value={`${rupees(facts.balancePaise)} by ${formatTripDay(facts.balanceDueOn)}`} /> : null}
    </>
  );
}
