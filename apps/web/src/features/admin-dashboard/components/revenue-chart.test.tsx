import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevenueChart } from './revenue-chart.tsx';

const day = (date: string, paid: number, refunded: number) => ({ date, paid, refunded, net: paid - refunded });

describe('the revenue chart', () => {
  it('says so in a sentence when nothing was paid or refunded, instead of an axis of zeros', () => {
    render(<RevenueChart days={[day('2026-11-01', 0, 0), day('2026-11-02', 0, 0)]} />);
    expect(screen.getByText('No payments or refunds in the last 30 days.')).toBeInTheDocument();
  });

  it('draws the bars when there is money to show', () => {
    const { container } = render(<RevenueChart days={[day('2026-11-01', 5000, 0), day('2026-11-02', 0, 0)]} />);
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(screen.queryByText('No payments or refunds in the last 30 days.')).toBeNull();
  });
});
