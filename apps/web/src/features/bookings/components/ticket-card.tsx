import { paymentStateWords, type TicketResponse } from '@yatrika/contract/tickets';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { partyWords } from '../../../lib/party-words.ts';
import { TravellerNames } from './traveller-names.tsx';

/**
 * The e-ticket itself: the QR code large, the reference in big type and what the guide at the
 * meeting point asks for. Black on white for a phone at full brightness and for print.
 */
export function TicketCard({ ticket }: { ticket: TicketResponse }) {
  // Everyone in the party by type (a lap infant too), not the seats it takes.
  const people = partyWords(ticket);
  const dates =
    ticket.lastDay === ticket.date ? formatLongDate(ticket.date) : `${formatLongDate(ticket.date)} – ${formatLongDate(ticket.lastDay)}`;
  return (
    <article
      aria-labelledby="ticket-reference"
      className="mx-auto w-full max-w-md rounded-card bg-white p-5 text-stone-950 shadow-card ring-1 ring-stone-300 sm:p-7 print:max-w-none print:shadow-none print:ring-0"
    >
      <p className="text-center text-sm font-semibold tracking-wide text-brand-800 uppercase">Yatrika e-ticket</p>
      {/* The code is the server's own SVG (qrcode), drawn at whatever size the box has, so it stays sharp. */}
      <div
        role="img"
        aria-label={`QR code of booking ${ticket.reference}`}
        className="mx-auto mt-3 aspect-square w-full max-w-[20rem] bg-white [&>svg]:block [&>svg]:size-full [&>svg]:[shape-rendering:crispEdges]"
        dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
      />
      <h1 id="ticket-reference" className="mt-3 text-center font-mono text-3xl font-bold tracking-wider sm:text-4xl">
        {ticket.reference}
      </h1>
      <p className="mt-1 text-center text-sm text-stone-700">Show this code at the meeting point, or read out the reference.</p>

      <dl className="mt-5 grid grid-cols-1 gap-3 border-t border-stone-300 pt-4 text-base">
        <Row term="Tour">
          {ticket.tourTitle}
          <span className="block text-sm font-normal text-stone-700">{ticket.tourLocation}</span>
        </Row>
        <Row term={ticket.durationDays === 1 ? 'Date' : `Dates (${ticket.durationDays} days)`}>
          <time dateTime={ticket.date}>{dates}</time>
        </Row>
        <Row term="Sets off">{ticket.startTime} (India time)</Row>
        <Row term="Meeting point">{ticket.meetingPoint ?? 'We will tell you before the trip.'}</Row>
        <Row term="Travellers">
          {people}
          <TravellerNames travellers={ticket.travellers} unnamed={ticket.unnamedTravellers} className="mt-1 text-sm" />
        </Row>
        <Row term="Payment">{paymentStateWords[ticket.paymentState]}</Row>
        {ticket.balanceDue !== undefined && ticket.balanceDueOn && <Row term="Balance">{partPaymentMessages.balanceDue(ticket.balanceDue, ticket.balanceDueOn)}</Row>}
        {ticket.inclusions.length > 0 && (
          <Row term="Included">
            <ul className="list-disc pl-5 font-normal">
              {ticket.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
