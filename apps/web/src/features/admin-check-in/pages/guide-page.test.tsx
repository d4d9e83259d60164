import { rolePermissions } from '@yatrika/contract/staff';
import type { GuideDeparture } from '@yatrika/contract/guides';
import { guideMessages } from '@yatrika/contract/guide-messages';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import GuidePage from './guide-page.tsx';
import { rememberStaffAccess } from '../../../lib/staff-access.ts';

const today = '2026-11-28';
const tomorrow = '2026-11-29';

function aGuideDeparture(overrides: Partial<GuideDeparture> = {}): GuideDeparture {
  return {
    tourId: '6f0c2a52-8f51-4d8e-9a3c-1d2e3f4a5b6c',
    title: 'Old Delhi Food Walk',
    date: today,
    startTime: '07:30',
    meetingPoint: 'Jama Masjid, Gate 1',
    party: { adult: 5, child: 2, infant: 0, senior: 1 },
    partyWords: '5 adults, 2 children, 1 senior',
    people: 8,
    bookings: 3,
    checkedIn: 2,
    waiting: 6,
    noShow: 0,
    ...overrides,
  };
}

const open = () => renderPage(<GuidePage />, { path: '/admindashboard/guide' });

describe("the guide's departures", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken('admin'));
    rememberStaffAccess({ staffRole: 'guide', permissions: [...rolePermissions.guide] });
  });

  it("shows today's and tomorrow's departures with start time, meeting point, party by type and check-ins, each opening its manifest", async () => {
    mockApi({
      'GET /api/admin/guide/departures': {
        body: {
          today,
          tomorrow,
          departures: [aGuideDeparture(), aGuideDeparture({ date: tomorrow, startTime: '16:00', title: 'Yamuna Sunset Boat', meetingPoint: null, partyWords: '2 people', people: 2, bookings: 1, checkedIn: 0 })],
        },
      },
    });
    open();
    const todaySection = await screen.findByRole('region', { name: /^Today/ });
    const walk = within(todaySection).getByRole('article', { name: 'Old Delhi Food Walk' });
    expect(within(walk).getByText('07:30')).toBeInTheDocument();
    expect(within(walk).getByText('Jama Masjid, Gate 1')).toBeInTheDocument();
    expect(within(walk).getByText(/5 adults, 2 children, 1 senior in 3 bookings/)).toBeInTheDocument();
    expect(within(walk).getByText('2 of 8 checked in')).toBeInTheDocument();
    expect(within(walk).getByRole('link', { name: /Manifest and check-in/ })).toHaveAttribute('href', `/admindashboard/check-in?date=${today}`);

    const tomorrowSection = screen.getByRole('region', { name: /^Tomorrow/ });
    const boat = within(tomorrowSection).getByRole('article', { name: 'Yamuna Sunset Boat' });
    expect(within(boat).getByText('Not set on the tour')).toBeInTheDocument();
    expect(within(boat).getByRole('link', { name: /Manifest and check-in/ })).toHaveAttribute('href', `/admindashboard/check-in?date=${tomorrow}`);
  });

  it('shows a guide only their own menu item: no bookings, refunds or catalogue', async () => {
    mockApi({ 'GET /api/admin/guide/departures': { body: { today, tomorrow, departures: [aGuideDeparture()] } } });
    open();
    await screen.findByRole('article', { name: 'Old Delhi Food Walk' });
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: /My departures/ })).toHaveAttribute('aria-current', 'page');
    for (const other of [/Tours/, /Bookings/, /Payments/, /Dashboard/]) expect(within(menu).queryByRole('link', { name: other })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to lead today or tomorrow', async () => {
    mockApi({ 'GET /api/admin/guide/departures': { body: { today, tomorrow, departures: [] } } });
    open();
    expect(await screen.findByText(guideMessages.noDepartures)).toBeInTheDocument();
  });
});
