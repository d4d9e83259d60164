import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { momentModerationMessages, type ModeratedMoment } from '@yatrika/contract/moment-moderation';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aMoment } from '../../../../test/moments-fixtures.ts';
import MomentsModerationPage from './moments-moderation-page.tsx';

const shown: ModeratedMoment = { ...aMoment({ _id: 'moment-shown', description: 'Tea gardens in the mist.' }), hidden: null };
const hidden: ModeratedMoment = {
  ...aMoment({ _id: 'moment-hidden', description: 'A stranger’s face up close.', user: { _id: 'user-3', username: 'meera.i', photo: null } }),
  hidden: { at: '2026-11-20T06:30:00.000Z', reason: 'Shows a stranger without consent.' },
};

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

const card = (author: string) => screen.getByRole('listitem', { name: `Moment by ${author}` });

describe('moderating moments', () => {
  it('lists every moment with the hidden ones marked with when and why, and filters them', async () => {
    mockApi({ 'GET /api/admin/moments': { body: { moments: [shown, hidden] } } });
    const user = userEvent.setup();
    renderPage(<MomentsModerationPage />, { path: '/admindashboard/moments' });
    await screen.findByText('Tea gardens in the mist.');
    expect(within(card('meera.i')).getByText('Hidden November 20, 2026 at 12:00 PM IST: Shows a stranger without consent.')).toBeInTheDocument();
    expect(within(card('meera.i')).getByRole('button', { name: 'Put back in the feed' })).toBeInTheDocument();
    expect(within(card('rohan.k')).getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(screen.queryByText('Tea gardens in the mist.')).not.toBeInTheDocument();
    expect(screen.getByText('A stranger’s face up close.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'In the feed' }));
    expect(screen.getByText('Tea gardens in the mist.')).toBeInTheDocument();
    expect(screen.queryByText('A stranger’s face up close.')).not.toBeInTheDocument();
  });

  it('hides a moment only with a reason, then says so', async () => {
    let moments = [shown];
    const calls = mockApi({
      'GET /api/admin/moments': () => ({ body: { moments } }),
      'POST /api/admin/moments/moment-shown/hide': ({ body }) => {
        moments = [{ ...shown, hidden: { at: '2026-11-21T06:30:00.000Z', reason: (body as { reason: string }).reason } }];
        return { body: { message: momentModerationMessages.hidden, moment: moments[0] } };
      },
    });
    const user = userEvent.setup();
    renderPage(<MomentsModerationPage />, { path: '/admindashboard/moments' });
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this moment?' });
    expect(dialog).toHaveTextContent('@rohan.k still sees it, with your reason.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide moment' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Advertises a hotel.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide moment' }));
    expect(await screen.findByText(momentModerationMessages.hidden)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Advertises a hotel.' });
    expect(await screen.findByText(/Advertises a hotel\./)).toBeInTheDocument();
  });

  it('puts a hidden moment back in the feed', async () => {
    const calls = mockApi({
      'GET /api/admin/moments': { body: { moments: [hidden] } },
      'POST /api/admin/moments/moment-hidden/unhide': { body: { message: momentModerationMessages.unhidden, moment: { ...hidden, hidden: null } } },
    });
    const user = userEvent.setup();
    renderPage(<MomentsModerationPage />, { path: '/admindashboard/moments' });
    await user.click(await screen.findByRole('button', { name: 'Put back in the feed' }));
    expect(await screen.findByText(momentModerationMessages.unhidden)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/moments/moment-hidden/unhide')).toBe(true);
  });

  it('says so when the moments cannot be read', async () => {
    mockApi({ 'GET /api/admin/moments': { status: 500, body: {} } });
    renderPage(<MomentsModerationPage />, { path: '/admindashboard/moments' });
    expect(await screen.findByText('Failed to fetch moments.')).toBeInTheDocument();
  });
});
