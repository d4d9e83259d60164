import type { AdminEmailDetail, AdminEmailSummary } from '@yatrika/contract/emails';

/** Outbox test data shaped exactly like the contract's answers. */
let next = 0;
const id = () => `00000000-0000-4000-9000-${String((next += 1)).padStart(12, '0')}`;

export function anEmail(fields: Partial<AdminEmailSummary> = {}): AdminEmailSummary {
  return {
    _id: id(),
    kind: 'booking-paid',
    to: 'kavya.nair@example.com',
    subject: 'Your booking for Ruins of Hampi is confirmed',
    status: 'kept',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-23T14:10:00.000Z',
    sentAt: '2026-11-23T14:10:02.000Z',
    ...fields,
  };
}

export function anEmailDetail(fields: Partial<AdminEmailDetail> = {}): AdminEmailDetail {
  return {
    ...anEmail(),
    subject: 'Your booking for Ruins of Hampi is confirmed',
    html: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body><h1>Booking confirmed</h1><a href="https://yatrika.example/tickets/1">Your ticket</a></body></html>',
    text: 'Booking confirmed\n\nYour ticket: https://yatrika.example/tickets/1',
    unsubscribeUrl: null,
    attachments: [],
    ...fields,
  };
}
