import { describe, expect, it } from 'vitest';
import { tourScheduleFields } from './tour-schedule.ts';
import { minGroupDecisionAt, minGroupVerdict, type MinimumGroup } from './tour-schedule-rules.ts';
import { tourScheduleMessages } from './tour-schedule-messages.ts';

const rule: MinimumGroup = { minGroup: 4, decisionHours: 48, action: 'cancel' };

describe('minGroupDecisionAt', () => {
  it('is the decision hours before the start, India time', () => {
    // 06:30 in India on 10 March is 01:00 UTC; 48 hours before is 01:00 UTC on 8 March.
    expect(minGroupDecisionAt('2027-03-10', '06:30', 48).toISOString()).toBe('2027-03-08T01:00:00.000Z');
    expect(minGroupDecisionAt('2027-03-10', '09:00', 0).toISOString()).toBe('2027-03-10T03:30:00.000Z');
  });
});

describe('minGroupVerdict', () => {
  const decisionAt = new Date('2027-03-08T01:00:00Z');
  it('waits below the minimum until the decision time, and cancels from that moment', () => {
    expect(minGroupVerdict(rule, 3, decisionAt, new Date('2027-03-08T00:59:59Z'))).toBe('wait');
    expect(minGroupVerdict(rule, 3, decisionAt, decisionAt)).toBe('cancel');
    expect(minGroupVerdict(rule, 0, decisionAt, new Date('2027-03-09T00:00:00Z'))).toBe('cancel');
  });

  it('runs at the minimum and above, before and after the decision time', () => {
    expect(minGroupVerdict(rule, 4, decisionAt, new Date('2027-03-01T00:00:00Z'))).toBe('run');
    expect(minGroupVerdict(rule, 9, decisionAt, new Date('2027-03-09T00:00:00Z'))).toBe('run');
  });
});

describe('the form fields', () => {
  it('reads blank or "none" as no minimum, and whole people from 1', () => {
    expect(tourScheduleFields.parse({ minGroup: '' }).minGroup).toBeNull();
    expect(tourScheduleFields.parse({ minGroup: 'none' }).minGroup).toBeNull();
    expect(tourScheduleFields.parse({ minGroup: ' 6 ', minGroupDecisionHours: '72', minGroupAction: 'Confirm' })).toMatchObject({
      minGroup: 6,
      minGroupDecisionHours: 72,
      minGroupAction: 'confirm',
    });
    expect(tourScheduleFields.safeParse({ minGroup: '0' }).error?.issues[0]?.message).toBe(tourScheduleMessages.minGroupInvalid);
    expect(tourScheduleFields.safeParse({ minGroupDecisionHours: '721' }).error?.issues[0]?.message).toBe(tourScheduleMessages.minGroupDecisionHoursInvalid);
    expect(tourScheduleFields.safeParse({ minGroupAction: 'wait' }).error?.issues[0]?.message).toBe(tourScheduleMessages.minGroupActionInvalid);
  });

  it('says the promise in a sentence', () => {
    expect(tourScheduleMessages.minGroupNote(4, 48)).toBe('Runs with at least 4 travellers; if fewer book by 48 hours before the start, you get a full refund.');
    expect(tourScheduleMessages.minGroupCancelReason(4)).toBe('The departure did not reach its minimum group of 4.');
  });
});
