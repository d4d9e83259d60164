import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TourScheduleNote } from './tour-schedule-note.tsx';

const everyDay = { runWeekdays: [0, 1, 2, 3, 4, 5, 6], seasons: [], closedRanges: [], startTime: '09:00', startTimes: ['09:00'], cutoffHours: null };

describe('TourScheduleNote', () => {
  it('says nothing for a tour that runs every day', () => {
    const { container } = render(<TourScheduleNote schedule={everyDay} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the weekdays, the season and the cut-off in the server’s words', () => {
    render(<TourScheduleNote schedule={{ ...everyDay, runWeekdays: [6, 0], seasons: [{ from: '05-01', to: '10-31' }], cutoffHours: 24, startTime: '06:30', startTimes: ['06:30'] }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This tour runs only on Sundays and Saturdays.',
      'This tour runs only from 1 May to 31 Oct.',
      'Sets off at 06:30 (India); bookings close 24 hours before.',
    ]);
  });

  it('names every start time of a tour that sets off more than once a day', () => {
    render(<TourScheduleNote schedule={{ ...everyDay, startTime: '06:00', startTimes: ['06:00', '15:30'] }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Sets off at 06:00 and 15:30 (India): choose one when you book.');
  });

  it('tells travellers the minimum group and the full refund, and nothing without one', () => {
    render(<TourScheduleNote schedule={everyDay} minimumGroup={{ minGroup: 4, minGroupDecisionHours: 48 }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Runs with at least 4 travellers; if fewer book by 48 hours before the start, you get a full refund.');
  });

  it('says nothing of a minimum the tour does not have', () => {
    const { container } = render(<TourScheduleNote schedule={everyDay} minimumGroup={{ minGroup: null, minGroupDecisionHours: 48 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
