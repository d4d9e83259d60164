import { describe, expect, it } from 'vitest';
import { priceBooking } from './price-calculation.ts';
import { promoCodeMessages } from './promo-code-messages.ts';
import { promoCodeKey, promoCodeRefusal, promoDiscountOf, useLimitRefusal, type PromoCodeAttempt, type PromoCodeTerms } from './promo-code-rules.ts';

const terms = (overrides: Partial<PromoCodeTerms> = {}): PromoCodeTerms => ({
  code: 'Diwali10',
  kind: 'percent',
  percentOff: 10,
  amountOffPaise: null,
  validFrom: null,
  validTo: null,
  tourIds: [],
  categories: [],
  minPeople: 1,
  maxUses: null,
  maxUsesPerTraveller: null,
  active: true,
  ...overrides,
});
const attempt = (overrides: Partial<PromoCodeAttempt> = {}): PromoCodeAttempt => ({
  tourId: 'tour-a',
  category: 'adventure',
  seats: 2,
  today: '2026-11-25',
  usesSoFar: 0,
  travellerUsesSoFar: 0,
  ...overrides,
});

describe('promoCodeRefusal', () => {
  it('lets an open code apply to any tour', () => {
    expect(promoCodeRefusal(terms(), attempt())).toBeNull();
  });

  it('says exactly why a code does not apply', () => {
    expect(promoCodeRefusal(terms({ active: false }), attempt())).toBe('This code is no longer offered.');
    expect(promoCodeRefusal(terms({ validFrom: '2026-12-01' }), attempt())).toBe('This code starts on 1 Dec 2026.');
    expect(promoCodeRefusal(terms({ validTo: '2026-12-31' }), attempt({ today: '2027-01-01' }))).toBe('This code ended on 31 Dec 2026.');
    expect(promoCodeRefusal(terms({ tourIds: ['tour-b'] }), attempt())).toBe('This code is not for this tour.');
    expect(promoCodeRefusal(terms({ categories: ['religious', 'romantic'] }), attempt())).toBe('This code is only for religious and romantic tours.');
    expect(promoCodeRefusal(terms({ minPeople: 4 }), attempt({ seats: 3 }))).toBe('This code needs a party of at least 4 people.');
    expect(promoCodeRefusal(terms({ maxUses: 10 }), attempt({ usesSoFar: 10 }))).toBe('This code has been used as many times as it allows.');
    expect(promoCodeRefusal(terms({ maxUsesPerTraveller: 1 }), attempt({ travellerUsesSoFar: 1 }))).toBe('You have already used this code.');
    expect(promoCodeRefusal(terms({ maxUsesPerTraveller: 2 }), attempt({ travellerUsesSoFar: 2 }))).toBe(
      'You have already used this code 2 times, as many as it allows.',
    );
  });

  it('counts both valid days in, and a tour chosen by id or by category', () => {
    expect(promoCodeRefusal(terms({ validFrom: '2026-11-25', validTo: '2026-11-25' }), attempt())).toBeNull();
    expect(promoCodeRefusal(terms({ tourIds: ['tour-a'], categories: ['religious'] }), attempt())).toBeNull();
    expect(promoCodeRefusal(terms({ tourIds: ['tour-b'], categories: ['adventure'] }), attempt())).toBeNull();
    expect(promoCodeRefusal(terms({ minPeople: 2 }), attempt({ seats: 2 }))).toBeNull();
    expect(promoCodeRefusal(terms({ maxUses: 10 }), attempt({ usesSoFar: 9 }))).toBeNull();
  });

  it('leaves the per-traveller limit to payment when nobody is counted for', () => {
    expect(useLimitRefusal({ maxUses: null, maxUsesPerTraveller: 1 }, 5, null)).toBeNull();
    expect(useLimitRefusal({ maxUses: 5, maxUsesPerTraveller: 1 }, 5, 1)).toBe('used_up');
    expect(useLimitRefusal({ maxUses: 6, maxUsesPerTraveller: 1 }, 5, 1)).toBe('traveller_limit');
  });
});

describe('codes and their discount', () => {
  it('matches a code whatever its capitals and surrounding spaces', () => {
    expect(promoCodeKey('  DiWaLi10 ')).toBe(promoCodeKey('diwali10'));
  });

  it('gives priceBooking a percent or a fixed amount, applied after the group discount and never below zero', () => {
    const priceTypes = [{ type: 'adult' as const, pricePaise: 100_000, takesSeat: true }];
    const percent = priceBooking({ priceTypes, party: { adult: 6 }, groupDiscount: { minPeople: 6, percentOff: 10 }, promo: promoDiscountOf(terms()) });
    expect(percent.lines.at(-1)).toEqual({ kind: 'promo_code', code: 'Diwali10', percentOff: 10, amountPaise: -54_000 });
    expect(percent.totalPaise).toBe(486_000);
    const fixed = priceBooking({ priceTypes, party: { adult: 1 }, promo: promoDiscountOf(terms({ kind: 'fixed', percentOff: null, amountOffPaise: 500_000 })) });
    expect(fixed.totalPaise).toBe(0);
  });

  it('states the messages the web shows', () => {
    expect(promoCodeMessages.applied('Diwali10')).toBe('Code Diwali10 applied.');
  });
});
