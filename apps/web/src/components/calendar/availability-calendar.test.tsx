import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { availabilityAnswer, CLOSED_DAY, FEW_LEFT_DAY, OPEN_DAY, SOLD_OUT_DAY, TODAY } from '../../../test/tour-detail-fixtures.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

// November 2026 from today, and the three months after it.
const allDays = new Map(availabilityAnswer(`/availability?from=${TODAY}&days=100`).dates.map((day) => [day.date, day]));

function Calendar({ onSelect = () => {}, loading = false }: { onSelect?: (day: string) => void; loading?: boolean }) {
  const [month, setMonth] = useState('2026-11');
  const [selected, setSelected] = useState('');
  return (
    <AvailabilityCalendar
      month={month}
      onMonthChange={setMonth}
      today={TODAY}
      lastDay="2027-02-28"
      days={loading ? undefined : allDays}
      selected={selected}
      onSelect={(day) => {
        setSelected(day);
        onSelect(day);
      }}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('availability calendar', () => {
  it('shows a month at a time, from today on: past days cannot be reached, and there is no going back before this month', () => {
    render(<Calendar />);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.getAttribute('abbr'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(screen.queryByRole('button', { name: /November 22, 2026/ })).not.toBeInTheDocument();
    expect(day(/^Monday, November 23, 2026, 12 seats left$/)).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('shows sold-out and closed dates but does not let them be chosen', async () => {
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} />);
    const soldOut = day(/November 29, 2026, Sold out$/);
    const closed = day(/November 30, 2026, Not running$/);
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    expect(soldOut).toHaveTextContent('Full');
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveTextContent('Closed');

    const user = userEvent.setup();
    await user.click(soldOut);
    await user.click(closed);
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(day(/November 27, 2026/));
    expect(onSelect).toHaveBeenCalledWith(OPEN_DAY);
    expect(day(/November 27, 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/November 27, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(soldOut.dataset.day).toBe(SOLD_OUT_DAY);
    expect(closed.dataset.day).toBe(CLOSED_DAY);
  });

  it('says "Only 2 seats left" on a date with few seats, and "2 left" in its cell', async () => {
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} />);
    const fewLeft = day(/^Saturday, November 28, 2026, Only 2 seats left$/);
    expect(fewLeft).toHaveTextContent('2 left');
    expect(fewLeft).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(fewLeft);
    expect(onSelect).toHaveBeenCalledWith(FEW_LEFT_DAY);
  });

  it('moves by day, week and month with the keyboard, keeps one day in the tab order, and chooses with Enter or Space', async () => {
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} />);
    const user = userEvent.setup();
    // The one tabbable day is today; the other days are reached with the arrows.
    expect(screen.getAllByRole('button').filter((button) => button.dataset.day && button.tabIndex === 0).map((button) => button.dataset.day)).toEqual([TODAY]);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(day(/November 23, 2026/));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day(/November 23, 2026/));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(/November 24, 2026/));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(document.activeElement).toBe(day(/December 1, 2026/));
    await user.keyboard('{ArrowUp}{End}');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(document.activeElement).toBe(day(/November 28, 2026/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(day(/November 23, 2026/));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(day(/December 23, 2026/));

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-23');
    await user.keyboard('{ArrowRight} ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-24');

    // Sold out: Space does nothing.
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(day(/November 24, 2026/));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(day(/November 29, 2026, Sold out/));
    await user.keyboard(' {Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('pages a month at a time with the buttons, no further than the last bookable month', async () => {
    render(<Calendar />);
    const user = userEvent.setup();
    for (const month of ['December 2026', 'January 2027', 'February 2027']) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(screen.getByRole('grid', { name: month })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
  });

  it('lets nothing be chosen while the dates load', async () => {
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} loading />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    const open = day(/November 27, 2026, checking seats/);
    expect(open).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(open);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
