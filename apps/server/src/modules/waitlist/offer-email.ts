import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { queueEmail } from '../emails/public.ts';
import type { EntryRow } from './entry-rows.ts';

/** Where the offer email leads: the tour's booking form, which finds the offer and shows the held seats. */
export const offerBookingPath = (row: Pick<EntryRow, 'id' | 'tourId'>) => `/dashboard/booknow/${row.tourId}?waitlist=${row.id}`;

/** Queues the offer email in the offer's transaction: one per offer (`waitlist-offer:<entryId>`). */
export async function queueOfferEmail(tx: Executor, row: EntryRow, expiresAt: Date): Promise<void> {
  const [facts] = await tx
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname, tourTitle: tours.title, tourLocation: tours.location })
    .from(users)
    .innerJoin(tours, eq(tours.id, row.tourId))
    .where(eq(users.id, row.userId));
  if (!facts) return;
  await queueEmail(tx, {
    eventKey: `waitlist-offer:${row.id}`,
    kind: 'waitlist-offer',
    to: facts.email,
    userId: row.userId,
    data: {
      fullName: `${facts.firstname} ${facts.lastname}`.trim(),
      tourTitle: facts.tourTitle,
      tourLocation: facts.tourLocation,
      bookingDate: row.date,
      startTime: row.startTime,
      numPeople: row.numPeople,
      ...(row.party ? { party: { adult: 0, child: 0, infant: 0, senior: 0, ...row.party } } : {}),
      bookPath: offerBookingPath(row),
      expiresAt: expiresAt.toISOString(),
    },
  });
}
