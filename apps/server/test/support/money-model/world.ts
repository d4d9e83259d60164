import { tourDatePrices } from '../../../src/db/schema/date-prices.ts';
import { signUpTraveller, type SignedIn, type TestApp } from '../app.ts';
import { dayFromToday } from '../payments.ts';
import { resellerMade } from '../resellers.ts';
import { insertTour } from '../tours.ts';
import { fixedPromoCode } from './money-api.ts';
import { excuses, type Defect, type Invariant } from './known-defects.ts';

// The money model's world: what one run of random operations starts from (the real app's tours,
// travellers and promo code) and the small model the commands keep beside it.
//
// All operations of a run happen at one moment. The policy gives everything back up to 20 days before
// the departure and half after that, so the "early" dates (40–44 days away) refund in full and the
// "late" ones (6–8 days away) by half. Each class has a date at the tour's price, a dearer and a
// cheaper one. Travellers move within a class, and from a late date to an early one too: a booking
// moved late keeps its late terms (decision 042), so its policy share stays the late one.

export const POLICY = { freeCancellationHours: 20 * 24, lateCancellationRefundPercent: 50 };
export const GST = { gstin: '27AAPFU0939F1ZV', legalName: 'Sahyadri Treks Pvt Ltd', address: '4 FC Road, Pune', stateCode: '27', rateBp: 500, demo: false };

export const dateKeys = ['early', 'earlyDearer', 'earlyCheaper', 'late', 'lateDearer', 'lateCheaper'] as const;
export type DateKey = (typeof dateKeys)[number];
const days: Record<DateKey, number> = { early: 40, earlyDearer: 42, earlyCheaper: 44, late: 6, lateDearer: 7, lateCheaper: 8 };
export const unitPaiseOn: Record<DateKey, number> = { early: 500_000, earlyDearer: 700_000, earlyCheaper: 300_000, late: 500_000, lateDearer: 700_000, lateCheaper: 300_000 };
export const isLate = (date: DateKey) => date.startsWith('late');
/** Whether a cancel by its traveller now keeps part of it: its date is late, or it was moved when it was. */
export const lateNow = (booking: Pick<ModelBooking, 'date' | 'lateTerms'>) => isLate(booking.date) || booking.lateTerms === true;
export const sameClass = (a: DateKey, b: DateKey) => isLate(a) === isLate(b);
export const dateOf = (key: DateKey) => dayFromToday(days[key]);

export const CAPACITY = 6;
export const RESELLER = 'Ghumakkad Travels';
export const TOURS = 2;
export const TRAVELLERS = 2;
/** The promo code of every run: ₹2,000 off for parties of 3 or more, twice in all. */
export const CODE = { amountOffPaise: 200_000, minPeople: 3, maxUses: 2 };

export interface ModelBooking {
  id: string;
  seller: 'yatrika' | 'reseller';
  /** The traveller's index whose account holds it (a reseller's booking with the traveller's email too); null for none. */
  traveller: number | null;
  tour: number;
  date: DateKey;
  people: number;
  /** The price a person it was last priced at (the booking keeps it when the party changes). */
  unitPaise: number;
  code: boolean;
  advance: boolean;
  /** Whether a balance is still owed (an advance booking before its balance). */
  owes: boolean;
  /** The policy kept part of a late change as a line of its own, which stays kept by every later cancel (decision 040). */
  penaltyKept?: boolean;
  /** Paid by more than one provider payment (an advance and its balance, or a difference). */
  paidInParts: boolean;
  status: 'running' | 'canceled';
  /** What its total must be; null once a change the model does not price (a party cut late, the operator's changes). */
  expectedTotalPaise: number | null;
  /** The operator (or a withdrawal) changed it: the traveller's path independence no longer applies. */
  byOperator: boolean;
  /** Moved by its traveller after free cancellation ended: it keeps the late terms wherever it goes (decision 042). */
  lateTerms?: boolean;
  /** Known defects whose scenario it went through (see known-defects.ts). */
  defects: Set<Defect>;
  octoUuid?: string;
}

/** A payment captured at the provider whose browser never came back. */
export interface LimboOrder {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  traveller: number;
  tour: number;
  date: DateKey;
  people: number;
  advance: boolean;
  code: boolean;
}

export interface Model {
  bookings: ModelBooking[];
  limbo: LimboOrder[];
  tourBanned: boolean[];
  accountClosed: boolean[];
  codeUses: number;
}

export interface Real {
  t: TestApp;
  admin: SignedIn;
  reseller: { apiKey: string; name: string };
  travellers: SignedIn[];
  tours: { id: string }[];
  code: string;
  /** Every order of the run, to read their money at the provider. */
  orderIds: Set<string>;
}

/** Asserts one invariant of a booking unless a known defect it went through excuses it. */
export function holds(booking: ModelBooking, invariant: Invariant, check: () => void) {
  if (excuses(booking.defects, invariant)) return;
  try {
    check();
  } catch (error) {
    throw new Error(`invariant ${invariant} broken on booking ${booking.id} (${describeBooking(booking)}): ${(error as Error).message}`);
  }
}

export const describeBooking = (booking: ModelBooking) =>
  `${booking.seller}, ${booking.people} people on ${booking.date}, ${booking.advance ? 'advance' : 'full'}${booking.code ? ', code' : ''}, ${booking.status}`;

export const pricePaise = (unitPaise: number, people: number, code: boolean) => unitPaise * people - (code && people >= CODE.minPeople ? CODE.amountOffPaise : 0);

/**
 * A fresh world for one run: its own tours (so seats and dates start empty) and code. Travellers whose
 * accounts are still open are taken from `pool` (signing up is the slowest part of a run's start) and
 * given back when the run ends with their accounts open (`returnTravellers`).
 */
export async function newWorld(t: TestApp, admin: SignedIn, pool: SignedIn[]): Promise<{ model: Model; real: Real }> {
  // A reseller of its own per run: its key's rate limit (decision 039) counts one run's requests only.
  const reseller = { apiKey: (await resellerMade(t.app, admin, { name: RESELLER })).apiKey, name: RESELLER };
  const tours = [];
  for (let index = 0; index < TOURS; index++) {
    const tour = await insertTour(t.db, { pricePaise: unitPaiseOn.early, capacity: CAPACITY, confirmInstantly: true, advancePercent: 30, balanceDueDays: 3 });
    await t.db.insert(tourDatePrices).values(
      (['earlyDearer', 'earlyCheaper', 'lateDearer', 'lateCheaper'] as const).map((key) => ({ tourId: tour.id, firstDate: dateOf(key), lastDate: dateOf(key), adultPricePaise: unitPaiseOn[key] })),
    );
    tours.push({ id: tour.id });
  }
  const travellers = pool.splice(0, TRAVELLERS);
  while (travellers.length < TRAVELLERS) travellers.push(await signUpTraveller(t.app));
  const code = await fixedPromoCode(t.app, admin, { amountOff: CODE.amountOffPaise / 100, minPeople: CODE.minPeople, maxUses: CODE.maxUses });
  return {
    model: { bookings: [], limbo: [], tourBanned: tours.map(() => false), accountClosed: travellers.map(() => false), codeUses: 0 },
    real: { t, admin, reseller, travellers, tours, code: code.code, orderIds: new Set() },
  };
}

/** The `pick`-th of the candidates (wrapping), or undefined when there are none. */
export const pickOf = <T>(candidates: T[], pick: number): T | undefined => (candidates.length === 0 ? undefined : candidates[pick % candidates.length]);

export function returnTravellers(world: { model: Model; real: Real }, pool: SignedIn[]) {
  pool.push(...world.real.travellers.filter((_, index) => !world.model.accountClosed[index]));
}
