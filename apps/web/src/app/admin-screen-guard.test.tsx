import { rolePermissions, type StaffRole } from '@yatrika/contract/staff';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, renderPage } from '../../test/render.tsx';
import { AdminShell } from '../components/layout/admin-shell.tsx';
import { rememberStaffAccess } from '../lib/staff-access.ts';
import { RequireScreenPermission } from './admin-screen-guard.tsx';

const signInAs = (role: StaffRole) => rememberStaffAccess({ staffRole: role, permissions: [...rolePermissions[role]] });

/** The menu's screens by their words (each link's icon is hidden from readers), the brand's link left out. */
function menuLabels() {
  const shown = (node: ChildNode) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true');
  return within(screen.getByRole('navigation', { name: 'Admin menu' }))
    .getAllByRole('link')
    .map((link) => [...link.childNodes].filter(shown).map((node) => node.textContent).join('').trim())
    .filter((label) => !label.includes('Yatrika'));
}

// "My departures" is a guide's own day: whoever reads every booking has Departures and Check-in instead.
const everyScreen = [
  'Dashboard', 'Tours', 'Bookings', 'Check-in', 'Departures', 'Payments', 'Invoices', 'Promo codes', 'Resellers', 'Users',
  'Reviews', 'Moments', 'Jobs', 'Emails', 'Newsletter', 'Team', 'Two-step sign-in', 'Audit log',
];

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('the admin menu shows each role what it may use', () => {
  // Written out, not derived from the screens' table: what each role is for.
  it.each<[StaffRole, string[]]>([
    ['owner', everyScreen],
    ['manager', everyScreen],
    ['front_desk', ['Tours', 'Bookings', 'Check-in', 'Departures', 'Promo codes', 'Users', 'Two-step sign-in']],
    ['guide', ['My departures', 'Check-in', 'Two-step sign-in']],
    ['accountant', ['Dashboard', 'Tours', 'Bookings', 'Departures', 'Payments', 'Invoices', 'Promo codes', 'Two-step sign-in']],
  ])('%s', (role, expected) => {
    signInAs(role);
    renderPage(<AdminShell title="Screen">content</AdminShell>, { path: '/admindashboard/bookings' });
    expect(menuLabels()).toEqual(expected);
  });

  it('shows everything to a session begun before roles (no stored permissions): the server still checks each call', () => {
    renderPage(<AdminShell title="Screen">content</AdminShell>, { path: '/admindashboard/bookings' });
    expect(menuLabels()).toEqual(everyScreen);
  });

  it('forgets the role when another account signs in', async () => {
    signInAs('guide');
    const { setToken } = await import('../lib/session.ts');
    setToken(fakeToken('admin'));
    renderPage(<AdminShell title="Screen">content</AdminShell>, { path: '/admindashboard/bookings' });
    expect(menuLabels()).toEqual(everyScreen);
  });
});

describe('a screen the role may not use', () => {
  const guarded = (url: string) =>
    renderPage(<RequireScreenPermission />, {
      path: '/',
      url,
      routes: [
        {
          element: <RequireScreenPermission />,
          children: [
            { path: '/admindashboard', element: <p>Dashboard screen</p> },
            { path: '/admindashboard/payments', element: <p>Payments screen</p> },
            { path: '/admindashboard/check-in', element: <p>Check-in screen</p> },
            { path: '/admindashboard/guide', element: <p>My departures screen</p> },
            { path: '/admindashboard/bookings', element: <p>Bookings screen</p> },
          ],
        },
      ],
    });

  it('says plainly that the role does not include it, naming the permission', async () => {
    signInAs('guide');
    guarded('/admindashboard/payments');
    expect(await screen.findByRole('heading', { name: 'Your role does not include this' })).toBeInTheDocument();
    expect(screen.getByText(/“Payments, refunds, invoices and tax exports” \(money\.read\)/)).toBeInTheDocument();
    expect(screen.queryByText('Payments screen')).not.toBeInTheDocument();
  });

  it('opens it for a role that holds the permission', async () => {
    signInAs('accountant');
    guarded('/admindashboard/payments');
    expect(await screen.findByText('Payments screen')).toBeInTheDocument();
  });

  it.each<[StaffRole, string]>([
    ['guide', 'My departures screen'],
    ['front_desk', 'Bookings screen'],
    ['accountant', 'Dashboard screen'],
  ])('begins a %s at its first screen instead of the dashboard it may not read', async (role, first) => {
    signInAs(role);
    guarded('/admindashboard');
    expect(await screen.findByText(first)).toBeInTheDocument();
  });
});
