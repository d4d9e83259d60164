import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTour } from '../../../../test/admin-fixtures.ts';
import { chooseDay } from '../../../../test/calendar.ts';
import { TourScheduleFields } from './tour-schedule-fields.tsx';
import { appendTourSchedule, emptyTourSchedule, tourScheduleOf, validateTourSchedule, type TourScheduleValues } from './tour-schedule-form.ts';

function Harness({ onValues }: { onValues: (values: TourScheduleValues) => void }) {
  const [values, setValues] = useState(emptyTourSchedule);
  const change = (next: Partial<TourScheduleValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    onValues(merged);
  };
  return <TourScheduleFields values={values} errors={validateTourSchedule(values)} onChange={change} />;
}

describe('the minimum group in the tour form', () => {
  it('sends the minimum, its decision hours and the action the operator chose', async () => {
    let latest = emptyTourSchedule;
    render(<Harness onValues={(values) => (latest = values)} />);
    await userEvent.type(screen.getByLabelText('Minimum travellers per departure'), '4');
    await userEvent.clear(screen.getByLabelText('Decided (hours before the start)'));
    await userEvent.type(screen.getByLabelText('Decided (hours before the start)'), '72');
    await userEvent.selectOptions(screen.getByLabelText('Bookings before the decision'), 'confirm');
    const form = new FormData();
    appendTourSchedule(form, latest, emptyTourSchedule);
    expect(Object.fromEntries(form)).toEqual({ minGroup: '4', minGroupDecisionHours: '72', minGroupAction: 'confirm' });
  });

  it("shows the server's sentence for a minimum that is not a number of people", async () => {
    render(<Harness onValues={() => {}} />);
    await userEvent.type(screen.getByLabelText('Minimum travellers per departure'), '0');
    expect(screen.getByText(tourScheduleMessages.minGroupInvalid)).toBeInTheDocument();
  });

  it("reads a stored tour's minimum back, blank when it has none", () => {
    expect(tourScheduleOf(aTour({ minGroup: 6, minGroupDecisionHours: 24, minGroupAction: 'confirm' }))).toMatchObject({ minGroup: '6', minGroupDecisionHours: '24', minGroupAction: 'confirm' });
    expect(tourScheduleOf(aTour({ minGroup: null }))).toMatchObject({ minGroup: '', minGroupDecisionHours: '48', minGroupAction: 'cancel' });
  });
});

describe('seasons and closed dates on a calendar', () => {
  beforeEach(() => {
    // Today is 23 November 2026 in India; only the clock is fixed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('adds a season by its first and last day, running on into the next year, and sends it as month-day lines', async () => {
    let latest = emptyTourSchedule;
    render(<Harness onValues={(values) => (latest = values)} />);
    const user = userEvent.setup();
    const seasons = screen.getByRole('group', { name: 'Add to seasons' });
    await chooseDay(user, 'November 2026', /^Sunday, November 1, 2026$/, seasons);
    expect(seasons).toHaveAccessibleDescription(/From Sunday, November 1, 2026: now choose the last day/);
    await chooseDay(user, 'February 2027', /^Sunday, February 28, 2027$/, seasons);
    expect(screen.getByRole('list', { name: 'Seasons' })).toHaveTextContent('November 1 to February 28');
    const form = new FormData();
    appendTourSchedule(form, latest, emptyTourSchedule);
    expect(Object.fromEntries(form)).toEqual({ seasons: JSON.stringify([{ from: '11-01', to: '02-28' }]) });
  });

  it('refuses a season longer than a year, keeping what was there', async () => {
    let latest = emptyTourSchedule;
    render(<Harness onValues={(values) => (latest = values)} />);
    const user = userEvent.setup();
    const seasons = screen.getByRole('group', { name: 'Add to seasons' });
    await chooseDay(user, 'January 2026', /^Friday, January 2, 2026$/, seasons);
    await chooseDay(user, 'February 2027', /^Monday, February 1, 2027$/, seasons);
    expect(screen.getByRole('alert')).toHaveTextContent('A season runs at most a year');
    expect(latest.seasons).toBe('');
  });

  it('adds a closed date with the keyboard, lists it in words and removes it', async () => {
    let latest = emptyTourSchedule;
    render(<Harness onValues={(values) => (latest = values)} />);
    const user = userEvent.setup();
    const closed = screen.getByRole('group', { name: 'Add to closed dates' });
    // Today is in the tab order; a day on, Enter twice: the same date for one day.
    const today = within(closed).getByRole('button', { name: /^Monday, November 23, 2026/ });
    today.focus();
    await user.keyboard('{ArrowRight}{Enter}{Enter}');
    expect(screen.getByRole('list', { name: 'Closed dates' })).toHaveTextContent('November 24, 2026');
    expect(latest.closedRanges).toBe('2026-11-24');
    // Days before today cannot be reached.
    expect(within(closed).queryByRole('button', { name: /November 22, 2026/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove November 24, 2026' }));
    expect(latest.closedRanges).toBe('');
  });

  it("lists a stored tour's seasons and closed dates in words, as they were typed before", () => {
    const values = tourScheduleOf(aTour({ schedule: { ...aTour().schedule, seasons: [{ from: '05-01', to: '10-31' }], closedRanges: [{ from: '2026-12-24', to: '2026-12-26' }] } }));
    render(<TourScheduleFields values={values} errors={{}} onChange={() => {}} />);
    expect(screen.getByRole('list', { name: 'Seasons' })).toHaveTextContent('May 1 to October 31');
    expect(screen.getByRole('list', { name: 'Closed dates' })).toHaveTextContent('December 24, 2026 to December 26, 2026');
  });
});
