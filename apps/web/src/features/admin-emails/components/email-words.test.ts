import { describe, expect, it } from 'vitest';
import { emailKindNames } from '@yatrika/contract/email-kinds';
import { attemptsLine, emailKindName, fileSize } from './email-words.ts';

describe('emails in words', () => {
  it.each([
    ['booking-paid', 'Booking confirmation'],
    ['operator-new-booking', 'New booking (operator)'],
    ['booking-accepted', 'Accepted by the operator'],
    ['booking-cancelled', 'Cancellation'],
    ['refund-processed', 'Refund processed'],
    ['trip-reminder', 'Trip reminder'],
    ['review-request', 'Review request'],
    ['account-created', 'Welcome'],
    ['password-reset', 'Password reset'],
    ['email-change', 'Confirm new email'],
    ['waitlist-offer', 'Waiting list: seats offered'],
    ['something-new', 'something-new'],
  ])('names the kind %s "%s"', (kind, words) => {
    expect(emailKindName(kind)).toBe(words);
  });

  it('names every kind the server sends in words, never by its stored name', () => {
    for (const kind of Object.keys(emailKindNames)) expect(emailKindName(kind)).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('counts attempts', () => {
    expect([0, 1, 4].map(attemptsLine)).toEqual(['Not tried yet', '1 attempt', '4 attempts']);
  });

  it('gives sizes as people read them', () => {
    expect([1, 900, 1536, 5 * 1024 * 1024 + 200_000].map(fileSize)).toEqual(['1 byte', '900 bytes', '1.5 KB', '5.2 MB']);
  });
});
