import { rolePermissions, type StaffRole } from '@yatrika/contract/staff';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../../test/admin-fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { rememberStaffAccess } from '../../../lib/staff-access.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

const booking = aBooking();
const quote = { paidAmount: 10_000, refunds: { full: 10_000, policy: 5_000 }, policy: 'Free cancellation up to 24 hours before the tour starts; 50% back after that.' };

beforeEach(() => {
  localStorage.setItem('token', fakeToken('admin'));
  mockApi({ [`GET /api/admin/bookings/${booking._id}/cancellation`]: { body: quote } });
});

const signInAs = (role: StaffRole) => rememberStaffAccess({ staffRole: role, permissions: [...rolePermissions[role]] });

describe('cancelling a booking, by role', () => {
  it('offers a front desk the policy’s refund only, and cancels with it', async () => {
    signInAs('front_desk');
    const onConfirm = vi.fn();
    renderPage(<CancelBookingDialog booking={booking} onClose={() => undefined} onConfirm={onConfirm} />);
    expect(await screen.findByRole('radio', { name: 'By the cancellation policy: ₹5,000' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Full refund/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith('policy');
  });

  it('offers a manager the full refund first, as ever', async () => {
    signInAs('manager');
    const onConfirm = vi.fn();
    renderPage(<CancelBookingDialog booking={booking} onClose={() => undefined} onConfirm={onConfirm} />);
    expect(await screen.findByRole('radio', { name: 'Full refund: ₹10,000' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By the cancellation policy: ₹5,000' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith('full');
  });
});
