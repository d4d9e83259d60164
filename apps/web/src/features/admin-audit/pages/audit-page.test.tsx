import type { AuditEntry } from '@yatrika/contract/audit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage, setScreenWidth } from '../../../../test/render.tsx';
import AuditPage from './audit-page.tsx';
import { rememberStaffAccess } from '../../../lib/staff-access.ts';

const listUrl = '/api/admin/audit';

function anEntry(fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    at: '2026-11-23T14:15:00.000Z',
    actor: { _id: 'guide-1', name: 'Ravi Guide', role: 'guide' },
    ip: '203.0.113.7',
    action: 'check-in.scan',
    subject: { kind: 'booking', id: 'b-1' },
    bookingReference: 'YT-7K3M-9QXA',
    before: { checkedInPeople: 0 },
    after: { checkedInPeople: 2, by: 'scan' },
    ...fields,
  };
}

const roleChange = anEntry({
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  actor: { _id: 'owner-1', name: 'Asha Owner', role: 'owner' },
  action: 'staff.role-change',
  subject: { kind: 'staff', id: 'guide-1' },
  bookingReference: null,
  before: { staffRole: 'front_desk' },
  after: { staffRole: 'guide' },
});

const renderAudit = (url = '/admindashboard/audit') => renderPage(<AuditPage />, { path: '/admindashboard/audit', url });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('the audit log screen', () => {
  it('shows a table on a wide screen: when, who and role, from where, what, the thing, before → after', async () => {
    setScreenWidth(1280);
    mockApi({ [`GET ${listUrl}`]: { body: [anEntry(), roleChange] } });
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Changes made by staff, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('button', { name: 'Ravi Guide' })).toBeInTheDocument();
    expect(first.getByText('Guide')).toBeInTheDocument();
    expect(first.getByText('203.0.113.7')).toBeInTheDocument();
    expect(first.getByText('Check in: scan')).toBeInTheDocument();
    expect(first.getByText('YT-7K3M-9QXA')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Checked in people: 0 → 2');
    expect(rows[2]).toHaveTextContent('Staff role: front_desk → guide');
    expect(screen.getByRole('link', { name: /Audit log/ })).toHaveAttribute('aria-current', 'page');
  });

  it('shows cards on a phone', async () => {
    setScreenWidth(390);
    mockApi({ [`GET ${listUrl}`]: { body: [anEntry()] } });
    renderAudit();
    const card = await screen.findByRole('article', { name: 'Check in: scan' });
    expect(card).toHaveTextContent('Ravi Guide (Guide)');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps its filters in the address and sends them to the server; a person chosen from the list filters by them', async () => {
    setScreenWidth(1280);
    const calls = mockApi({ [`GET ${listUrl}`]: { body: [anEntry()] } });
    const { router } = renderAudit('/admindashboard/audit?kind=booking&from=2026-11-01');
    await screen.findByRole('table');
    expect(calls.at(-1)!.url).toContain('kind=booking');
    expect(calls.at(-1)!.url).toContain('from=2026-11-01');
    expect(screen.getByLabelText('Kind of thing')).toHaveValue('booking');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ravi Guide' }));
    expect(router.state.location.search).toContain('actor=guide-1');
    await screen.findByText('Changes by');
    expect(calls.at(-1)!.url).toContain('actor=guide-1');
    expect(calls.at(-1)!.url).not.toContain('actorName');

    await user.type(screen.getByLabelText('Booking reference'), 'yt7k3m9qxa');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(router.state.location.search).toContain('reference=yt7k3m9qxa');
  });

  it('offers the CSV only to an account that may export the log', async () => {
    setScreenWidth(1280);
    mockApi({ [`GET ${listUrl}`]: { body: [] } });
    rememberStaffAccess({ staffRole: 'owner', permissions: ['audit.read', 'audit.export'] });
    const owner = renderAudit();
    await screen.findByText('No change matches these filters.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    owner.unmount();

    rememberStaffAccess({ staffRole: 'manager', permissions: ['audit.read'] });
    renderAudit();
    await screen.findByText('No change matches these filters.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
