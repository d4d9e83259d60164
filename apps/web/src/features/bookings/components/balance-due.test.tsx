import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import { aBooking } from '../../../../test/fixtures.ts';
import { BalanceDue, balanceOwed } from './balance-due.tsx';

// Paying in parts (decision 035): a booking owing its balance says how much and by when, with the button that pays it.
describe('BalanceDue', () => {
  const owing = aBooking({ totalPrice: 5000, paymentPlan: 'advance', balanceDueOn: '2027-02-20', amountDue: 3500, amountPaid: 1500, amountRefunded: 0 });

  it('says the balance and its due date, and offers to pay it', () => {
    renderPage(<BalanceDue booking={owing} />);
    expect(screen.getByText('Balance ₹3,500 due by 20 Feb 2027')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay the balance of ₹3,500' })).toBeTruthy();
  });

  it('shows nothing for a booking paid in full or cancelled', () => {
    expect(balanceOwed(aBooking({ paymentPlan: 'full', balanceDueOn: null, amountDue: 0 }))).toBeNull();
    expect(balanceOwed({ ...owing, status: 'canceled' })).toBeNull();
    const { container } = renderPage(<BalanceDue booking={aBooking({ balanceDueOn: null })} />);
    expect(container.textContent).not.toContain('Balance');
  });
});
