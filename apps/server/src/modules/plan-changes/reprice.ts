import { partyProblem } from '@yatrika/contract/person-types';
import { priceBooking, seatsTaken, type Party, type PriceLine, type PriceTypeOnDate, type PromoDiscount } from '@yatrika/contract/price-calculation';
import type { Executor } from '../../db/client.ts';
import type { tours } from '../../db/schema/tours.ts';
import { badRequest } from '../../lib/errors.ts';
import { pricesOnDate } from '../pricing/public.ts';
import { promoCodeKeptOnChange } from '../promo-codes/public.ts';
import { type BookingRow } from '../bookings/public.ts';
import { keptPaiseOf } from '../money/public.ts';

type TourRow = typeof tours.$inferSelect;

/** A booking priced again for a change the traveller asks for (decision 036), in paise. */
export interface Repriced {
  party: Party;
  /** Seats the party takes. */
  seats: number;
  lines: PriceLine[];
  totalPaise: number;
  /** The adult price on the date: what `pricePerPerson` means. */
  pricePaise: number;
  /** The code the booking was sold with whose terms the change breaks: priced without it (decision 040). */
  promoLost: string | null;
}

/** The booking's party as stored: by type, or `numPeople` adults for bookings from before types. */
export const partyOf = (row: Pick<BookingRow, 'party' | 'numPeople'>): Party => row.party ?? { adult: row.numPeople };

/** The code the booking was sold with, as it was granted: a change keeps the discount the traveller had. */
function promoOf(lines: readonly PriceLine[] | null): PromoDiscount | null {
  const line = lines?.find((each) => each.kind === 'promo_code');
  if (!line || line.kind !== 'promo_code') return null;
  return line.percentOff !== null ? { code: line.code, kind: 'percent', percentOff: line.percentOff } : { code: line.code, kind: 'fixed', amountOffPaise: -line.amountPaise };
}


/** The prices the booking was sold at, by type, for a change on its own date: a traveller adding a child keeps the adults' booked price. */
function bookedPrices(row: BookingRow, onDate: readonly PriceTypeOnDate[]): PriceTypeOnDate[] {
  const booked = new Map<string, number>();
  for (const line of row.priceLines ?? [{ kind: 'people', type: 'adult', quantity: row.numPeople, unitPaise: row.pricePaise, amountPaise: row.totalPaise } as const]) {
    if (line.kind === 'people') booked.set(line.type, line.unitPaise);
  }
  return onDate.map((each) => ({ ...each, pricePaise: booked.get(each.type) ?? each.pricePaise }));
}

/**
 * The one price calculation (decision 029) for a changed booking: the party on `date` at that
 * date's prices (a move), or at the prices it was booked at where it has them (a new party on the
 * same date), with the tour's group rule and the code it was sold with while its terms still hold. What earlier late removals
 * kept is added as its own line, so the lines add up to what the booking holds.
 */
export async function repriceBooking(tx: Executor, row: BookingRow, tour: TourRow, change: { date: string; party: Party }): Promise<Repriced> {
  const onDate = await pricesOnDate(tx, tour, change.date);
  const priceTypes = change.date === row.bookingDate ? bookedPrices(row, onDate) : onDate;
  const problem = partyProblem(priceTypes, change.party);
  if (problem) throw badRequest(problem);
  const seats = seatsTaken(priceTypes, change.party);
  // The code's terms are checked again (decision 040): a party below its minimum loses the discount.
  const granted = promoOf(row.priceLines);
  const promo = granted && (await promoCodeKeptOnChange(tx, granted.code, seats)) ? granted : null;
  const breakdown = priceBooking({ priceTypes, party: change.party, groupDiscount: tour.groupDiscount, promo });
  const kept = keptPaiseOf(row.priceLines);
  return {
    party: change.party,
    seats,
    lines: kept > 0 ? [...breakdown.lines, { kind: 'kept', amountPaise: kept }] : breakdown.lines,
    totalPaise: breakdown.totalPaise + kept,
    pricePaise: priceTypes.find((each) => each.type === 'adult')?.pricePaise ?? row.pricePaise,
    promoLost: granted && !promo ? granted.code : null,
  };
}
