import { bookingReference } from '@yatrika/contract/booking-reference';
import { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { partyWords } from '@yatrika/contract/person-type-messages';
import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly } from '@yatrika/contract/price-calculation';
import { commissionPaise, monthDays } from '@yatrika/contract/reseller-rules';
import type { ResellerReportResponse } from '@yatrika/contract/resellers';
import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { toResellerResponse } from './reseller-response.ts';

/** A booking of the report with its figures still in paise, for the answer and the CSV alike. */
export interface ReportLine {
  id: string;
  reference: string;
  tourTitle: string;
  bookingDate: string;
  startTime: string;
  party: ReturnType<typeof fullParty>;
  numPeople: number;
  partyWords: string;
  amountPaise: number;
  resellerReference: string | null;
  status: ReturnType<typeof effectiveStatus>;
  commissionPaise: number;
}

export interface CommissionReport {
  reseller: ReturnType<typeof toResellerResponse>;
  month: string;
  lines: ReportLine[];
  totals: { bookings: number; amountPaise: number; commissionPaise: number };
}

/**
 * A reseller's bookings whose trip falls in `month` (India's calendar date of the departure:
 * the month the tour ran is the month the operator settles), in date order, each with its
 * commission at the reseller's current percent; cancelled bookings are listed but earn none and
 * count in no total. Read from `bookings` (a fact this module needs for its own answer; bookings
 * writes it). 404 for an unknown reseller.
 */
export async function commissionReport(db: Database, resellerId: string, month: string, now: Date = new Date()): Promise<CommissionReport> {
  const [reseller] = await db.select().from(resellers).where(eq(resellers.id, resellerId));
  if (!reseller) throw notFound(resellerMessages.notFound);
  const { first, last } = monthDays(month);
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.resellerId, resellerId), between(bookings.bookingDate, first, last)))
    .orderBy(asc(bookings.bookingDate), asc(bookings.startTime), asc(bookings.number));
  const today = todayInIndia(now);
  const lines = rows.map((row): ReportLine => {
    const status = effectiveStatus(row.status, row.bookingDate, today);
    const party = row.party ?? adultsOnly(row.numPeople);
    return {
      id: row.id,
      reference: bookingReference(row.number),
      tourTitle: row.tourTitle,
      bookingDate: row.bookingDate,
      startTime: row.startTime,
      party: fullParty(party),
      numPeople: row.numPeople,
      partyWords: partyWords({ numPeople: row.numPeople, party }),
      amountPaise: row.totalPaise,
      resellerReference: row.resellerReference,
      status,
      commissionPaise: commissionPaise(row.totalPaise, reseller.commissionBasisPoints, status),
    };
  });
  const counted = lines.filter((line) => line.status !== 'canceled');
  return {
    reseller: toResellerResponse(reseller),
    month,
    lines,
    totals: {
      bookings: counted.length,
      amountPaise: counted.reduce((total, line) => total + line.amountPaise, 0),
      commissionPaise: counted.reduce((total, line) => total + line.commissionPaise, 0),
    },
  };
}

/** The report as the API answers it, in rupees. */
export function toReportResponse(report: CommissionReport): ResellerReportResponse {
  return {
    reseller: report.reseller,
    month: report.month,
    bookings: report.lines.map((line) => ({
      _id: line.id,
      reference: line.reference,
      tourTitle: line.tourTitle,
      bookingDate: line.bookingDate,
      startTime: line.startTime,
      party: line.party,
      numPeople: line.numPeople,
      partyWords: line.partyWords,
      amount: paiseToRupees(line.amountPaise),
      resellerReference: line.resellerReference,
      status: line.status,
      commission: paiseToRupees(line.commissionPaise),
    })),
    totals: { bookings: report.totals.bookings, amount: paiseToRupees(report.totals.amountPaise), commission: paiseToRupees(report.totals.commissionPaise) },
  };
}
