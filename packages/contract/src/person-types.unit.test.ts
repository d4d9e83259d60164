import { describe, expect, it } from 'vitest';
import { bookingDetails } from './bookings.ts';
import { createTourFields, updateTourFields } from './tours.ts';
import {
  describeParty,
  partyWords,
  groupDiscountField,
  groupDiscountSentence,
  partyField,
  partyProblem,
  personTypeMessages,
  priceAdultsOnly,
  priceLinesAnswer,
  priceTypesAnswer,
  priceTypesField,
} from './person-types.ts';
import { tourPriceTypes } from './tour-prices.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('priceTypesField (the tour form)', () => {
  it('reads a JSON list, prices in rupees (number or text) to paise, defaults takesSeat by type, keeps types in order', () => {
    const parsed = priceTypesField.parse('[{"type":"senior","price":"1500.5","minAge":"60"},{"type":"infant","price":0},{"type":"child","price":999.99,"minAge":5,"maxAge":11}]');
    expect(parsed).toEqual({
      adultPricePaise: undefined,
      others: [
        { type: 'child', pricePaise: 99_999, minAge: 5, maxAge: 11, takesSeat: true },
        { type: 'infant', pricePaise: 0, minAge: null, maxAge: null, takesSeat: false },
        { type: 'senior', pricePaise: 150_050, minAge: 60, maxAge: null, takesSeat: true },
      ],
    });
  });

  it('takes an adult entry aside (the server checks it is the price per person) and an infant who takes a seat', () => {
    expect(priceTypesField.parse([{ type: 'adult', price: 100 }, { type: 'infant', price: 50, takesSeat: 'true' }])).toEqual({
      adultPricePaise: 10_000,
      others: [{ type: 'infant', pricePaise: 5000, minAge: null, maxAge: null, takesSeat: true }],
    });
  });

  it.each([
    ['{', personTypeMessages.priceTypesInvalid],
    ['[1]', personTypeMessages.priceTypesInvalid],
    ['[{"type":"CHILD","price":1}]', personTypeMessages.typeInvalid],
    ['[{"type":"senior","price":1},{"type":"senior","price":2}]', personTypeMessages.typeRepeated('senior')],
    ['[{"type":"child","price":"0.00"}]', personTypeMessages.priceNotPositive('child')],
    ['[{"type":"infant","price":"-0"}]', personTypeMessages.priceInvalid('infant')],
    ['[{"type":"child","price":10000001}]', personTypeMessages.priceInvalid('child')],
    ['[{"type":"child","price":1,"minAge":-1}]', personTypeMessages.agesInvalid('child')],
    ['[{"type":"child","price":1,"minAge":11,"maxAge":5}]', personTypeMessages.agesInvalid('child')],
    ['[{"type":"infant","price":0,"takesSeat":1}]', personTypeMessages.takesSeatInvalid('infant')],
  ])('refuses %s with its sentence', (value, message) => {
    expect(firstMessage(priceTypesField.safeParse(value))).toBe(message);
  });

  it('is optional on both forms, and blank keeps on update', () => {
    const base = { title: 'T', description: 'D', category: 'adventure', location: 'L', pricePerPerson: '100' };
    expect(createTourFields.parse(base).priceTypes).toBeUndefined();
    expect(updateTourFields.parse({ priceTypes: ' ', groupDiscount: '' })).toMatchObject({ priceTypes: undefined, groupDiscount: undefined });
    expect(updateTourFields.parse({ groupDiscount: 'null' }).groupDiscount).toBeNull();
  });
});

describe('groupDiscountField', () => {
  it('reads JSON or an object, numbers or their text; null is none', () => {
    expect(groupDiscountField.parse('{"minPeople":6,"percentOff":10}')).toEqual({ minPeople: 6, percentOff: 10 });
    expect(groupDiscountField.parse({ minPeople: '2', percentOff: '90' })).toEqual({ minPeople: 2, percentOff: 90 });
    expect(groupDiscountField.parse(null)).toBeNull();
    expect(groupDiscountField.parse('null')).toBeNull();
  });

  it.each([{ minPeople: 1, percentOff: 10 }, { minPeople: 101, percentOff: 10 }, { minPeople: 6, percentOff: 0 }, { minPeople: 6, percentOff: 91 }, { minPeople: 6 }, [6, 10], 'x'])(
    'refuses %j',
    (value) => {
      expect(firstMessage(groupDiscountField.safeParse(value))).toBe(personTypeMessages.groupDiscountInvalid);
    },
  );

  it('reads as the tour page says it', () => {
    expect(groupDiscountSentence({ minPeople: 6, percentOff: 10 })).toBe('6 or more people: 10% off');
  });
});

describe('partyField and the booking details', () => {
  it('reads counts liberally ("2" is 2) and drops types of none', () => {
    expect(partyField.parse({ adult: '2', child: 0, infant: 1 })).toEqual({ adult: 2, infant: 1 });
  });

  it.each([{ adult: -1 }, { adult: 1.5 }, { adult: '2.0' }, { adult: 51 }, { adult: true }, 'two'])('refuses %j', (value) => {
    expect(firstMessage(partyField.safeParse(value))).toBe(personTypeMessages.partyInvalid);
  });

  it('refuses more than fifty people in all', () => {
    expect(firstMessage(partyField.safeParse({ adult: 26, child: 25 }))).toBe(personTypeMessages.partyTooLarge);
  });

  it('lets numPeople be left out when a party is given; a promo code is trimmed and at most 40 characters', () => {
    const details = bookingDetails.parse({
      tourId: '0b9f2c1e-8d2a-4c55-9a57-2f1c1d2e3f40',
      fullName: 'Asha',
      phone: '9876543210',
      bookingDate: '2027-01-05',
      party: { adult: 2 },
      promoCode: ' DIWALI ',
    });
    expect(details.numPeople).toBeUndefined();
    expect(details).toMatchObject({ party: { adult: 2 }, promoCode: 'DIWALI' });
  });
});

describe('partyProblem', () => {
  const prices = tourPriceTypes(200_000, [{ type: 'infant', pricePaise: 0, minAge: null, maxAge: 2, takesSeat: false }]);

  it('names a type the tour does not offer', () => {
    expect(partyProblem(prices, { adult: 1, senior: 1 })).toBe('This tour has no senior price, so it cannot book seniors.');
  });

  it('refuses a party with no one seated, and a numPeople other than its seats', () => {
    expect(partyProblem(prices, { infant: 1 })).toBe(personTypeMessages.partyWithoutSeat);
    expect(partyProblem(prices, { adult: 2, infant: 1 }, 3)).toBe(personTypeMessages.seatsDiffer(2));
    expect(partyProblem(prices, { adult: 2, infant: 1 }, 2)).toBeUndefined();
  });
});

describe('answers', () => {
  it('answers a tour adult first, ages only where set', () => {
    expect(priceTypesAnswer(250_050, [{ type: 'child', pricePaise: 100_000, minAge: 5, maxAge: null, takesSeat: true }])).toEqual([
      { type: 'adult', price: 2500.5, takesSeat: true },
      { type: 'child', price: 1000, minAge: 5, takesSeat: true },
    ]);
  });

  it('answers lines in rupees, and an older booking as one adult line', () => {
    expect(priceLinesAnswer(priceAdultsOnly(3, 102_516).lines)).toEqual([{ kind: 'people', type: 'adult', quantity: 3, unitPrice: 1025.16, amount: 3075.48 }]);
    expect(priceLinesAnswer([{ kind: 'promo_code', code: 'FLAT', percentOff: null, amountPaise: -5000 }])).toEqual([{ kind: 'promo_code', code: 'FLAT', amount: -50 }]);
  });

  it('says the party by type', () => {
    expect(describeParty({ adult: 2, child: 1, infant: 1 })).toBe('2 adults, 1 child, 1 infant');
    expect(describeParty({ adult: 1, senior: 2 })).toBe('1 adult, 2 seniors');
  });

  it('says who travels: people for adults only, by type otherwise, the number of people without a party', () => {
    expect(partyWords({ numPeople: 2, party: { adult: 2, child: 0, infant: 0, senior: 0 } })).toBe('2 people');
    expect(partyWords({ numPeople: 1, party: { adult: 1 } })).toBe('1 person');
    // A lap infant takes no seat: numPeople is 1, and the words still name the infant.
    expect(partyWords({ numPeople: 1, party: { adult: 1, infant: 1 } })).toBe('1 adult, 1 infant');
    expect(partyWords({ numPeople: 3, party: null })).toBe('3 people');
    expect(partyWords({ numPeople: 3 })).toBe('3 people');
  });
});
