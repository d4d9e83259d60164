import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { describe, expect, it } from 'vitest';
import { bookingEventWords } from './booking-event-words.ts';

const event = (kind: 'accepted' | 'canceled' | 'moved', details: Record<string, unknown>) => ({
  _id: '00000000-0000-4000-8000-000000000001',
  kind,
  admin: { _id: null, name: tourScheduleMessages.minGroupHistoryActor },
  details,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('bookingEventWords', () => {
  it("says an operator's change as it was made", () => {
    expect(bookingEventWords(event('canceled', { refund: 'policy', refundAmount: 1500 }))).toBe('Canceled the booking, refunding ₹1,500 (by the policy).');
    expect(bookingEventWords(event('moved', { from: '2026-12-01', to: '2026-12-05' }))).toMatch(/^Moved it from .+ to .+\.$/);
  });

  it("adds the reason a rule gave for its own change", () => {
    const reason = tourScheduleMessages.minGroupCancelReason(4);
    expect(bookingEventWords(event('canceled', { refund: 'full', refundAmount: 3000, reason }))).toBe(`Canceled the booking, refunding ₹3,000 (in full). ${reason}`);
    expect(bookingEventWords(event('accepted', { reason: tourScheduleMessages.minGroupReachedReason(3) }))).toBe(
      'Accepted the booking. The departure reached its minimum group of 3.',
    );
  });
});
