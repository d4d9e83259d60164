import { rolePermissions, type StaffRole } from '@yatrika/contract/staff';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aBooking } from '../../../../test/admin-fixtures.ts';
import { fakeToken, renderPage } from '../../../../test/render.tsx';
import { rememberStaffAccess } from '../../../lib/staff-access.ts';
import { BookingActions } from './booking-actions.tsx';

// A pending booking whose refund of money paid offline is still owed: every button has a reason to show.
const booking = aBooking({ status: 'pending', refund: { id: null, amount: 15000, status: 'pending', createdAt: '2027-03-01T10:00:00.000Z', byHand: true, reference: null } });
const nothing = () => undefined;

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

function buttonsFor(role: StaffRole | null) {
  if (role) rememberStaffAccess({ staffRole: role, permissions: [...rolePermissions[role]] });
  renderPage(<BookingActions booking={booking} busy={false} onAccept={nothing} onCancel={nothing} onDelete={nothing} onNotice={nothing} />);
  return screen.getAllByRole('button').map((button) => button.textContent?.trim());
}

describe("a booking card's buttons, by role", () => {
  it('gives an accountant the history only', () => {
    expect(buttonsFor('accountant')).toEqual(['History']);
  });

  it('gives a front desk every change but marking a refund handed back', () => {
    const buttons = buttonsFor('front_desk');
    expect(buttons).toEqual(expect.arrayContaining(['Accept', 'Cancel', 'Move', 'Change party', 'Add note', 'History']));
    expect(buttons).not.toContain('Mark refund handed back');
  });

  it('gives a manager marking the refund handed back too', () => {
    expect(buttonsFor('manager')).toContain('Mark refund handed back');
  });

  it('shows a session begun before roles everything, as before', () => {
    expect(buttonsFor(null)).toContain('Mark refund handed back');
  });
});
