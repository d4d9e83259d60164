import { describe, expect, it } from 'vitest';
import type { NumberedDocument } from './document-response.ts';
import { descriptionLines } from './pdf.ts';

const documentFor = (description: NumberedDocument['description']) => ({ description }) as NumberedDocument;

describe('the invoice description', () => {
  it('names the party by person type, then each line as charged', () => {
    const lines = descriptionLines(
      documentFor({
        tourTitle: 'Backwaters Family Cruise',
        tourLocation: 'Alleppey, Kerala',
        bookingDate: '2026-12-12',
        startTime: '09:00',
        numPeople: 3,
        party: { adult: 2, child: 1, infant: 1 },
        lines: [
          { kind: 'people', type: 'adult', quantity: 2, unitPaise: 250_000, amountPaise: 500_000 },
          { kind: 'promo_code', code: 'FAMILY', percentOff: 20, amountPaise: -100_000 },
        ],
      }),
    );
    expect(lines).toEqual([
      'Tour: Backwaters Family Cruise, Alleppey, Kerala',
      'Date: 2026-12-12, starting 09:00 (India)',
      'Party: 2 adults, 1 child, 1 infant',
      '  Adults: 2 x Rs. 2,500.00 = Rs. 5,000.00',
      '  Code FAMILY: Rs. -1,000.00',
    ]);
  });

  it('reads a booking from before person types as its number of people', () => {
    const lines = descriptionLines(documentFor({ tourTitle: 'Spiti', tourLocation: 'Spiti', bookingDate: '2026-12-12', startTime: '09:00', numPeople: 1 }));
    expect(lines[2]).toBe('Party: 1 person');
  });

  it('says which payment an invoice is for, against the booking’s total; a credit note does not', () => {
    const description = { tourTitle: 'Spiti', tourLocation: 'Spiti', bookingDate: '2026-12-12', startTime: '09:00', numPeople: 1, payment: { purpose: 'advance', bookingTotalPaise: 3_000_000 } } as const;
    expect(descriptionLines({ kind: 'invoice', description } as NumberedDocument).at(-1)).toBe("Advance toward the booking's total of Rs. 30,000.00");
    expect(descriptionLines({ kind: 'credit_note', description } as NumberedDocument)).toHaveLength(3);
  });
});
