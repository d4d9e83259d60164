import type { TeamInvitation, TeamMember } from '@yatrika/contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import TeamPage from './team-page.tsx';

const selfId = 'owner-1';
/** A token for this signed-in colleague: the page reads whose it is (the server checks the signature). */
const tokenFor = (userId: string) => `header.${btoa(JSON.stringify({ sub: userId, role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  _id: selfId,
  name: 'Kavya Menon',
  email: 'kavya@yatrika.example',
  role: 'owner',
  roleName: 'Owner',
  lastSignInAt: '2027-03-04T04:30:00.000Z',
  status: 'active',
  createdAt: '2027-01-01T04:30:00.000Z',
  ...overrides,
});
const owner = member({});
const manager = member({ _id: 'manager-1', name: 'Arjun Rao', email: 'arjun@yatrika.example', role: 'manager', roleName: 'Manager' });
const guide = member({ _id: 'guide-1', name: 'Ravi Nair', email: 'ravi@yatrika.example', role: 'guide', roleName: 'Guide', lastSignInAt: null, status: 'suspended' });
const invitation: TeamInvitation = {
  _id: 'invitation-1',
  email: 'meera@yatrika.example',
  role: 'front_desk',
  roleName: 'Front desk',
  invitedBy: 'Kavya Menon',
  createdAt: '2027-03-04T04:30:00.000Z',
  expiresAt: '2027-03-06T04:30:00.000Z',
  expired: false,
};

const teamUrl = '/api/admin/team';
const renderTeam = () => renderPage(<TeamPage />, { path: '/admindashboard/team' });
const wideScreen = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }));

beforeEach(() => wideScreen(true));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the team screen', () => {
  it('lists every colleague with role, last sign-in and status in a table, and each role with its permissions', async () => {
    localStorage.setItem('token', tokenFor(selfId));
    mockApi({ [`GET ${teamUrl}`]: { body: { members: [owner, manager, guide], invitations: [invitation] } } });
    renderTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Kavya Menon');
    expect(rows[0]).toHaveTextContent('March 4, 2027 at 10:00 AM IST');
    expect(rows[0]).toHaveTextContent('You');
    expect(rows[2]).toHaveTextContent('Not yet');
    expect(rows[2]).toHaveTextContent('Suspended');
    expect(within(rows[2]!).getByRole('button', { name: 'Reactivate Ravi Nair' })).toBeInTheDocument();

    const waiting = screen.getByRole('list', { name: 'Invitations waiting' });
    expect(waiting).toHaveTextContent('meera@yatrika.example');
    expect(waiting).toHaveTextContent('Front desk · invited by Kavya Menon');

    const guidePermissions = screen.getByRole('list', { name: 'Guide permissions' });
    expect(within(guidePermissions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Manifests and check-in']);
    expect(screen.getByRole('list', { name: 'Owner permissions' })).toHaveTextContent("Manage the team's owners");
  });

  it('shows each colleague as a card on a phone', async () => {
    wideScreen(false);
    localStorage.setItem('token', tokenFor(selfId));
    mockApi({ [`GET ${teamUrl}`]: { body: { members: [owner, manager], invitations: [] } } });
    renderTeam();
    const cards = within(await screen.findByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Arjun Rao');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('invites a colleague with a role, showing what the role is for', async () => {
    localStorage.setItem('token', tokenFor(selfId));
    const calls = mockApi({
      [`GET ${teamUrl}`]: { body: { members: [owner], invitations: [] } },
      [`POST ${teamUrl}/invitations`]: { status: 201, body: { message: 'Invitation sent to ravi@yatrika.example.', invitation } },
    });
    renderTeam();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ravi@yatrika.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'accountant');
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('Payments, refunds, invoices, credit notes, tax exports and reports, read only.');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ravi@yatrika.example.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ email: 'ravi@yatrika.example', role: 'accountant' });
  });

  it('changes a role at once, and removes a colleague only after a confirmation', async () => {
    localStorage.setItem('token', tokenFor(selfId));
    const calls = mockApi({
      [`GET ${teamUrl}`]: { body: { members: [owner, manager], invitations: [] } },
      [`PATCH ${teamUrl}/members/manager-1`]: { body: { message: 'Role changed.', member: { ...manager, role: 'front_desk', roleName: 'Front desk' } } },
      [`DELETE ${teamUrl}/members/manager-1`]: { body: { message: 'Account removed: it can no longer sign in.' } },
    });
    renderTeam();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of Arjun Rao'), 'front_desk');
    expect(await screen.findByText('Role changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ role: 'front_desk' });

    await user.click(screen.getByRole('button', { name: 'Remove Arjun Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove Arjun Rao from the team?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Arjun Rao' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from team' }));
    expect(await screen.findByText('Account removed: it can no longer sign in.')).toBeInTheDocument();
  });

  it("offers a manager no change to an owner and no owner role, and shows the server's refusal", async () => {
    localStorage.setItem('token', tokenFor('manager-1'));
    mockApi({
      [`GET ${teamUrl}`]: { body: { members: [owner, manager, member({ ...guide, status: 'active' })], invitations: [] } },
      [`POST ${teamUrl}/members/guide-1/suspend`]: { status: 409, body: { message: 'The team needs at least one active owner: make another owner first.' } },
    });
    renderTeam();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).queryByLabelText('Role of Kavya Menon')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Suspend Kavya Menon' })).toBeNull();
    const options = within(screen.getByLabelText('Role of Ravi Nair')).getAllByRole('option').map((option) => option.textContent);
    expect(options).not.toContain('Owner');
    expect(within(screen.getByLabelText('Role')).queryByRole('option', { name: 'Owner' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Suspend Ravi Nair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The team needs at least one active owner'));
  });
});
