import { describe, expect, it } from 'vitest';
import { departureMessages } from './departure-messages.ts';
import { holdMessages, indiaDayAndTime, indiaTimePhrase, isHoldRuleRefusal } from './hold-messages.ts';

const now = new Date('2026-11-23T05:00:00Z'); // 10:30 am in India

describe('indiaTimePhrase', () => {
  it("says India's time with am and pm", () => {
    expect(indiaTimePhrase(new Date('2026-11-23T05:27:00Z'), now)).toBe('10:57 am IST');
    expect(indiaTimePhrase(new Date('2026-11-23T06:30:00Z'), now)).toBe('12:00 pm IST');
    expect(indiaTimePhrase(new Date('2026-11-23T13:35:00Z'), now)).toBe('7:05 pm IST');
  });

  it('names the day when it is not the same day in India', () => {
    expect(indiaTimePhrase(new Date('2026-11-23T18:35:00Z'), now)).toBe('12:05 am IST on 24 November');
  });
});

describe('indiaDayAndTime', () => {
  it("always names India's day before its time, even past midnight in India while it is still the day before in UTC", () => {
    expect(indiaDayAndTime(new Date('2026-12-04T13:00:00Z'))).toBe('4 December, 6:30 pm IST');
    expect(indiaDayAndTime(new Date('2026-12-04T18:35:00Z'))).toBe('5 December, 12:05 am IST');
  });
});

describe('holdMessages', () => {
  it('says from when a date can be held again', () => {
    expect(holdMessages.ownHoldRanOut(new Date('2026-11-23T05:27:00Z'), now)).toBe(
      'You held seats on this date without paying, so you can hold it again from 10:57 am IST.',
    );
  });

  it('counts dates and seats in words', () => {
    expect(holdMessages.tooManyHolds(3)).toMatch(/^You are holding seats on 3 dates already/);
    expect(holdMessages.tooManyHeldSeats(50, 1)).toMatch(/^You can hold at most 50 seats at a time, and 1 seat is held for you/);
    expect(holdMessages.tooManyHeldSeats(50, 40)).toMatch(/and 40 seats are held for you on other dates already/);
    expect(holdMessages.tooManyHeldSeats(10, 0)).toBe('You can hold at most 10 seats at a time.');
  });
});

describe('isHoldRuleRefusal', () => {
  it('knows every 409 of the holding rules, and none of the seats', () => {
    const at = new Date('2026-11-23T05:27:00Z');
    for (const message of [
      holdMessages.ownHoldRanOut(at, now),
      holdMessages.addressHoldRanOut(at, now),
      holdMessages.tooManyHolds(1),
      holdMessages.tooManyHolds(3),
      holdMessages.tooManyHeldSeats(50, 40),
      holdMessages.tooManyHeldSeats(1, 0),
    ]) {
      expect(isHoldRuleRefusal(message), message).toBe(true);
    }
    for (const message of [departureMessages.soldOut, departureMessages.notRunning, departureMessages.onlySeatsLeft(2), departureMessages.seatsGoneAfterPayment]) {
      expect(isHoldRuleRefusal(message), message).toBe(false);
    }
  });
});
