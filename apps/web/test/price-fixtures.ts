import type { Booking } from '@yatrika/contract/bookings';

/** What a booking of `numPeople` adults answers beside its total: one adult line, the total, the party. */
export function priceOfAdults(numPeople: number, pricePerPerson: number, totalPrice: number): Pick<Booking, 'lines' | 'total' | 'party'> {
  return {
    lines: [{ kind: 'people', type: 'adult', quantity: numPeople, unitPrice: pricePerPerson, amount: totalPrice }],
    total: totalPrice,
    party: { adult: numPeople, child: 0, infant: 0, senior: 0 },
  };
}
