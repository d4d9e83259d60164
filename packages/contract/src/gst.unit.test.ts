import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, formatRate, rateBasisPoints, splitInclusiveTotal } from './gst.ts';
import { gstStateCode, gstinCheckCharacter, isValidGstin } from './gstin.ts';
import { bookingDetails } from './bookings.ts';
import { invoiceMessages } from './invoice-messages.ts';

const totals = fc.integer({ min: 0, max: 10_000_000_000 });
const rates = fc.integer({ min: 0, max: 10_000 });

describe('splitInclusiveTotal', () => {
  it('splits ₹1,050 at 5% into ₹1,000 taxable and ₹25 + ₹25', () => {
    expect(splitInclusiveTotal(105_000, 500, true)).toEqual({ taxablePaise: 100_000, taxPaise: 5_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
    expect(splitInclusiveTotal(105_000, 500, false)).toEqual({ taxablePaise: 100_000, taxPaise: 5_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5_000 });
  });

  it('rounds the taxable value half up to the paisa and gives CGST the odd paisa', () => {
    // 1 paisa × 100/105 = 0.952… → 1; 21 paise → 20 taxable, 1 tax: CGST 1, SGST 0.
    expect(splitInclusiveTotal(1, 500, true).taxablePaise).toBe(1);
    expect(splitInclusiveTotal(21, 500, true)).toEqual({ taxablePaise: 20, taxPaise: 1, cgstPaise: 1, sgstPaise: 0, igstPaise: 0 });
    // 10.5 taxable exactly at half: 11.025 × 100/105 = 10.5 → 11 (half up).
    expect(splitInclusiveTotal(1_1025, 500, false).taxablePaise).toBe(1_0500);
  });

  it('always adds up to the total, never negative, taxable never above the total', () => {
    fc.assert(
      fc.property(totals, rates, fc.boolean(), (total, rate, intra) => {
        const split = splitInclusiveTotal(total, rate, intra);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total);
        expect(split.taxablePaise + split.taxPaise).toBe(total);
        for (const part of Object.values(split)) expect(part).toBeGreaterThanOrEqual(0);
        expect(split.taxablePaise).toBeLessThanOrEqual(total);
        if (intra) {
          expect(split.igstPaise).toBe(0);
          expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
        } else expect(split.cgstPaise + split.sgstPaise).toBe(0);
      }),
    );
  });

  it('is the nearest paisa to total × 100 / (100 + rate)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rates, (total, rate) => {
        const exact = (total * 10_000) / (10_000 + rate);
        expect(Math.abs(splitInclusiveTotal(total, rate, true).taxablePaise - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => splitInclusiveTotal(1.5, 500, true)).toThrow(RangeError);
    expect(() => splitInclusiveTotal(-1, 500, true)).toThrow(RangeError);
    expect(() => splitInclusiveTotal(100, 10_001, true)).toThrow(RangeError);
  });
});

describe('rates, years and numbers', () => {
  it('reads rates with at most two decimals', () => {
    expect(rateBasisPoints(5)).toBe(500);
    expect(rateBasisPoints(2.5)).toBe(250);
    expect(rateBasisPoints(18.125)).toBeUndefined();
    expect(rateBasisPoints(101)).toBeUndefined();
    expect(formatRate(500, true)).toBe('2.5%');
    expect(formatRate(500, false)).toBe('5%');
  });

  it('names the financial year April to March', () => {
    expect(financialYearOf('2026-03-31')).toBe('2526');
    expect(financialYearOf('2026-04-01')).toBe('2627');
    expect(financialYearOf('2099-12-31')).toBe('9900');
  });

  it('numbers documents in at most 16 characters', () => {
    expect(documentNumber('YT', '2627', 1)).toBe('YT/2627/000001');
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => documentNumber('CN', '2627', n).length <= 16));
  });
});

describe('GSTINs', () => {
  it('accepts a real-format GSTIN with its check character and refuses a wrong one', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('reads a state by code or name', () => {
    expect(gstStateCode('29')).toBe('29');
    expect(gstStateCode('7')).toBe('07');
    expect(gstStateCode('karnataka')).toBe('29');
    expect(gstStateCode('Atlantis')).toBeUndefined();
  });

  it('takes an optional GSTIN at checkout in any case, and says what is wrong with a bad one', () => {
    const base = { tourId: '00000000-0000-4000-8000-000000000000', fullName: 'Asha', phone: '9876543210', bookingDate: '2030-01-01', numPeople: 1 };
    expect(bookingDetails.parse({ ...base, gstin: ' 27aapfu0939f1zv ', businessName: ' Asha Travels ' })).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Asha Travels' });
    expect(bookingDetails.parse({ ...base, gstin: '', businessName: '' })).not.toHaveProperty('gstin', expect.anything());
    const bad = bookingDetails.safeParse({ ...base, gstin: '27AAPFU0939F1ZW' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(invoiceMessages.gstinInvalid);
    expect(bookingDetails.safeParse({ ...base, gstin: 12 }).error?.issues[0]?.message).toBe(invoiceMessages.gstinInvalid);
  });
});
