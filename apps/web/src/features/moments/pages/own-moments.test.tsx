import type { ModeratedMoment } from '@yatrika/contract/moment-moderation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aMoment, me } from '../../../../test/moments-fixtures.ts';
import MomentsPage from './moments-page.tsx';

const mineInFeed = aMoment({ _id: 'moment-mine', description: 'Chai at Darjeeling station.', user: { _id: me._id, username: me.username, photo: null } });
const someoneElses = aMoment({ _id: 'moment-theirs', description: 'Houseboat at dusk.' });
const hiddenMine: ModeratedMoment = {
  ...aMoment({ _id: 'moment-hidden', description: 'My hotel’s pool.', user: { _id: me._id, username: me.username, photo: null } }),
  // Late evening in UTC, already the next day in India: the day India saw it hidden.
  hidden: { at: '2026-11-20T20:00:00.000Z', reason: 'Looks like an advertisement.' },
};

function renderMoments(routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ 'GET /api/user/profile': { body: me }, ...routes });
  renderPage(<MomentsPage />, { path: '/moments' });
  return calls;
}

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

describe("the author's own moments", () => {
  it('shows a moment the operator hid, with when and why, apart from the feed', async () => {
    renderMoments({
      'GET /api/moments/all': { body: { success: true, moments: [someoneElses] } },
      'GET /api/moments/mine': { body: { success: true, moments: [hiddenMine, { ...mineInFeed, hidden: null }] } },
    });
    const section = await screen.findByRole('region', { name: 'Your moments hidden from the feed' });
    expect(within(section).getByText('My hotel’s pool.')).toBeInTheDocument();
    expect(within(section).getByText('Hidden from the feed by the operator on November 21, 2026: Looks like an advertisement.')).toBeInTheDocument();
    // A moment still in the feed is not listed as hidden.
    expect(within(section).queryByText('Chai at Darjeeling station.')).not.toBeInTheDocument();
  });

  it('shows nothing of the kind when none is hidden', async () => {
    renderMoments({
      'GET /api/moments/all': { body: { success: true, moments: [someoneElses] } },
      'GET /api/moments/mine': { body: { success: true, moments: [] } },
    });
    await screen.findByRole('article', { name: 'rohan.k' });
    expect(screen.queryByRole('region', { name: 'Your moments hidden from the feed' })).not.toBeInTheDocument();
  });

  it('lets the author delete their own moment after asking, and offers no Delete on anyone else’s', async () => {
    const calls = renderMoments({
      'GET /api/moments/all': { body: { success: true, moments: [mineInFeed, someoneElses] } },
      'GET /api/moments/mine': { body: { success: true, moments: [{ ...mineInFeed, hidden: null }] } },
      'DELETE /api/moments/moment-mine': { body: { success: true, message: 'Moment deleted.' } },
    });
    const user = userEvent.setup();
    const mine = await screen.findByRole('article', { name: me.username });
    expect(within(screen.getByRole('article', { name: 'rohan.k' })).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(within(mine).getByText('Delete this moment?')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(within(mine).getByRole('button', { name: 'Yes, delete' }));
    await expect.poll(() => calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/moments/moment-mine']);
  });
});
