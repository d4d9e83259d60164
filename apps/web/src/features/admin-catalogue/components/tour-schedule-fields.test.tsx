import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { aTour } from '../../../../test/admin-fixtures.ts';
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
