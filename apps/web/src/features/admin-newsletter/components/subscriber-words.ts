import type { AdminNewsletterSubscriber } from '@yatrika/contract/newsletter';
import { formatLongDate, todayInIndia } from '../../../lib/format.ts';

/** "March 5, 2027": the India day an instant falls on, in the site's long format. */
export const dayOf = (instant: string) => formatLongDate(todayInIndia(new Date(instant)));

/** What happened to an address and when, in a line: "Confirmed March 5, 2027". */
export function subscriberDates(subscriber: AdminNewsletterSubscriber): string {
  const given = `Subscribed ${dayOf(subscriber.createdAt)}`;
  if (subscriber.status === 'confirmed' && subscriber.confirmedAt) return `${given} · confirmed ${dayOf(subscriber.confirmedAt)}`;
  if (subscriber.status === 'unsubscribed' && subscriber.unsubscribedAt) return `${given} · unsubscribed ${dayOf(subscriber.unsubscribedAt)}`;
  return given;
}
