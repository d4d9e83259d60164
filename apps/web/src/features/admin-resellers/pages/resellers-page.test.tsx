import type { ResellerReportResponse, ResellerResponse } from '@yatrika/contract/resellers';
import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { newKeyWords } from '../components/new-key-panel.tsx';
import ResellersPage from './resellers-page.tsx';

const listUrl = 'GET /api/admin/resellers';
const KEY = 'yk_q3Vb7uYtR2m9Kx4Lp8Nw1Zs6Hd0Fg5Jc2Ae7Bi3Oo9';

const aReseller = (fields: Partial<ResellerResponse> = {}): ResellerResponse => ({
  _id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Musafir Connect',
  email: 'desk@musafir.example',
  commissionPercent: 12.5,
  keyPrefix: 'yk_q3Vb7u',
  keyIssuedAt: '2026-11-20T06:30:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-20T06:30:00.000Z',
  ...fields,
});

const renderResellers = () => renderPage(<ResellersPage />, { path: '/admindashboard/resellers' });
const card = (name: string) => within(screen.getByRole('article', { name }));

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('the Resellers screen', () => {
  it('lists each reseller with its commission, the start of its key and whether it works', async () => {
    mockApi({ [listUrl]: { body: { resellers: [aReseller(), aReseller({ _id: '00000000-0000-4000-8000-0000000000c2', name: 'Safar Deals', revokedAt: '2026-11-22T04:30:00.000Z' })] } } });
    renderResellers();
    await screen.findByRole('article', { name: 'Musafir Connect' });
    expect(screen.getByRole('link', { name: /Resellers/ })).toBeInTheDocument();
    expect(card('Musafir Connect').getByText('12.5%')).toBeInTheDocument();
    expect(card('Musafir Connect').getByText('yk_q3Vb7u…')).toBeInTheDocument();
    expect(card('Musafir Connect').getByText('Key active')).toBeInTheDocument();
    expect(card('Safar Deals').getByText('Key revoked')).toBeInTheDocument();
    expect(card('Safar Deals').queryByRole('button', { name: 'Revoke key' })).not.toBeInTheDocument();
  });

  it('adds a reseller, shows its key once with a copy button, and forgets it when closed', async () => {
    let refuse = true;
    const calls = mockApi({
      [listUrl]: { body: { resellers: [] } },
      'POST /api/admin/resellers': () =>
        refuse
          ? { status: 400, body: { message: resellerMessages.commissionInvalid } }
          : { status: 201, body: { message: resellerMessages.created, reseller: aReseller(), apiKey: KEY } },
    });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderResellers();
    expect(await screen.findByText('No resellers yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New reseller' }));
    const form = within(screen.getByRole('form', { name: 'New reseller' }));
    await user.type(form.getByLabelText('Name'), 'Musafir Connect');
    await user.type(form.getByLabelText('Contact email'), 'desk@musafir.example');
    await user.type(form.getByLabelText(/Commission/), '120');
    await user.click(form.getByRole('button', { name: 'Add reseller' }));
    expect(await form.findByRole('alert')).toHaveTextContent(resellerMessages.commissionInvalid);

    refuse = false;
    await user.clear(form.getByLabelText(/Commission/));
    await user.type(form.getByLabelText(/Commission/), '12.5');
    await user.click(form.getByRole('button', { name: 'Add reseller' }));
    const panel = within(await screen.findByRole('region', { name: newKeyWords.title('Musafir Connect') }));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ name: 'Musafir Connect', email: 'desk@musafir.example', commissionPercent: '12.5' });
    expect(screen.getByText(resellerMessages.created)).toBeInTheDocument();
    expect(panel.getByLabelText('API key')).toHaveTextContent(KEY);
    expect(panel.getByText(newKeyWords.once)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: newKeyWords.copy }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await panel.findByRole('button', { name: newKeyWords.copied })).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: newKeyWords.done }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('revokes a key after asking, and issues a new one shown once', async () => {
    let revoked = false;
    const calls = mockApi({
      [listUrl]: () => ({ body: { resellers: [aReseller(revoked ? { revokedAt: '2026-11-25T05:00:00.000Z' } : {})] } }),
      [`DELETE /api/admin/resellers/${aReseller()._id}/key`]: () => {
        revoked = true;
        return { body: { message: resellerMessages.keyRevoked, reseller: aReseller({ revokedAt: '2026-11-25T05:00:00.000Z' }) } };
      },
      [`POST /api/admin/resellers/${aReseller()._id}/key`]: () => {
        revoked = false;
        return { status: 201, body: { message: resellerMessages.keyIssued, reseller: aReseller(), apiKey: KEY } };
      },
    });
    const user = userEvent.setup();
    renderResellers();
    await screen.findByRole('article', { name: 'Musafir Connect' });

    await user.click(card('Musafir Connect').getByRole('button', { name: 'Revoke key' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Revoke the key of Musafir Connect?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(resellerMessages.keyRevoked)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(card('Musafir Connect').getByText('Key revoked')).toBeInTheDocument());

    await user.click(card('Musafir Connect').getByRole('button', { name: 'New key' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue new key' }));
    expect(await screen.findByText(resellerMessages.keyIssued)).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveTextContent(KEY);
    await waitFor(() => expect(card('Musafir Connect').getByText('Key active')).toBeInTheDocument());
  });

  it("shows a reseller's month: bookings with their commission, cancelled ones earning none, and the totals", async () => {
    const report: ResellerReportResponse = {
      reseller: aReseller(),
      month: '2026-11',
      bookings: [
        {
          _id: '00000000-0000-4000-8000-0000000000d1',
          reference: 'YT-7K3M-Q9TD',
          tourTitle: 'Hampi Ruins Walk',
          bookingDate: '2026-11-05',
          startTime: '09:00',
          party: { adult: 2, child: 1, infant: 0, senior: 0 },
          numPeople: 3,
          partyWords: '2 adults, 1 child',
          amount: 10000,
          resellerReference: 'MC-1',
          status: 'completed',
          commission: 1250,
        },
        {
          _id: '00000000-0000-4000-8000-0000000000d2',
          reference: 'YT-8P2R-X4WE',
          tourTitle: 'Hampi Ruins Walk',
          bookingDate: '2026-11-12',
          startTime: '09:00',
          party: { adult: 1, child: 0, infant: 0, senior: 0 },
          numPeople: 1,
          partyWords: '1 person',
          amount: 4000,
          resellerReference: null,
          status: 'canceled',
          commission: 0,
        },
      ],
      totals: { bookings: 1, amount: 10000, commission: 1250 },
    };
    const calls = mockApi({ [listUrl]: { body: { resellers: [aReseller()] } }, [`GET /api/admin/resellers/${aReseller()._id}/bookings`]: { body: report } });
    const user = userEvent.setup();
    renderResellers();
    await screen.findByRole('article', { name: 'Musafir Connect' });
    await user.click(card('Musafir Connect').getByRole('button', { name: 'Bookings and commission' }));

    const section = within(await screen.findByRole('region', { name: 'Musafir Connect: bookings and commission' }));
    const rows = await section.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('YT-7K3M-Q9TD');
    expect(rows[1]).toHaveTextContent('2 adults, 1 child');
    expect(rows[1]).toHaveTextContent('MC-1');
    expect(rows[1]).toHaveTextContent('₹1,250');
    expect(rows[2]).toHaveTextContent('canceled');
    expect(rows[2]).toHaveTextContent('₹0');
    expect(rows[3]).toHaveTextContent('1 booking (cancelled not counted)');
    expect(rows[3]).toHaveTextContent('₹10,000');
    expect(rows[3]).toHaveTextContent('₹1,250');
    expect(calls.find((call) => call.url.includes('/bookings'))?.url).toMatch(/\/api\/admin\/resellers\/[0-9a-f-]+\/bookings\?month=\d{4}-\d{2}$/);
  });
});
