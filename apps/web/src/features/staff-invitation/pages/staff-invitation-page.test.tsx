import type { InvitationPreview } from '@yatrika/contract/team';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import StaffInvitationPage from './staff-invitation-page.tsx';

const preview: InvitationPreview = {
  email: 'ravi@yatrika.example',
  role: 'guide',
  roleName: 'Guide',
  roleSummary: "Today's and tomorrow's departures of the tours assigned to them, their manifests and check-in.",
  invitedBy: 'Kavya Menon',
  expiresAt: '2027-03-06T04:30:00.000Z',
};
const token = 'invitation-token';
const landings = [
  { path: '/admindashboard/guide', element: <p>Guide screen</p> },
  { path: '/login/admindashboard', element: <p>Admin dashboard</p> },
];
const renderInvitation = (url = `/staff-invitation?token=${token}`) => renderPage(<StaffInvitationPage />, { path: '/staff-invitation', url, routes: landings });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fillIn(password = 'guide-password-1', confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your name'), 'Ravi Nair');
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Join the team' }));
}

describe('the staff invitation page', () => {
  it('says who invites with which role, then signs the guide in and lands on the guide screen', async () => {
    const calls = mockApi({
      [`GET /api/team/invitations/${token}`]: { body: preview },
      'POST /api/team/invitations/accept': { status: 201, body: { token: 'header.eyJyb2xlIjoiYWRtaW4ifQ.sig', message: 'Welcome', user: { _id: 'u1', username: 'ravi', firstname: 'Ravi', lastname: 'Nair', role: 'admin', staffRole: 'guide', permissions: ['check-in'] } } },
    });
    renderInvitation();
    expect(await screen.findByText(/Kavya Menon invites/)).toHaveTextContent('Kavya Menon invites ravi@yatrika.example to work on Yatrika as Guide');
    expect(screen.getByText(/The link works until March 6, 2027/)).toBeInTheDocument();
    await fillIn();
    // The form checks its fields by the contract's rules first, loaded on first use.
    expect(await screen.findByText('Guide screen', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ token, name: 'Ravi Nair', password: 'guide-password-1' });
    expect(localStorage.getItem('token')).toBe('header.eyJyb2xlIjoiYWRtaW4ifQ.sig');
  });

  it('lands any other role on the admin dashboard', async () => {
    mockApi({
      [`GET /api/team/invitations/${token}`]: { body: { ...preview, role: 'manager', roleName: 'Manager' } },
      'POST /api/team/invitations/accept': { status: 201, body: { token: 't', message: 'Welcome', user: { _id: 'u1', username: 'a', firstname: 'A', lastname: '', role: 'admin', staffRole: 'manager' } } },
    });
    renderInvitation();
    await fillIn();
    expect(await screen.findByText('Admin dashboard', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when the link no longer works, and sends nothing for passwords that differ', async () => {
    mockApi({ [`GET /api/team/invitations/${token}`]: { status: 404, body: { message: 'This invitation link has expired or has been used. Ask the colleague who invited you for a new one.' } } });
    renderInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has expired or has been used.');
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('asks for the link when opened without one', () => {
    mockApi({});
    renderInvitation('/staff-invitation');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your invitation email.');
  });

  it('refuses passwords that differ before sending anything', async () => {
    const calls = mockApi({ [`GET /api/team/invitations/${token}`]: { body: preview } });
    renderInvitation();
    await fillIn('guide-password-1', 'guide-password-2');
    expect(await screen.findByText('Passwords do not match.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
