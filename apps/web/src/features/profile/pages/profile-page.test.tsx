import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import { paths } from '../../../lib/paths.ts';
import ProfilePage from './profile-page.tsx';

const profile = aTravellerProfile();

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
afterEach(() => vi.restoreAllMocks());

/** Opens the profile coming from another page, so Back has somewhere to go. */
async function openProfile() {
  const rendered = renderPage(<ProfilePage />, { path: paths.profile.href, url: '/login/userdashboard' });
  await act(() => rendered.router.navigate(paths.profile.href));
  return rendered;
}

describe('Profile overview', () => {
  it('shows every detail read-only, with the password masked', async () => {
    mockApi({ 'GET /api/user/profile': { body: profile } });
    await openProfile();
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();

    const list = within((await screen.findByText('First Name')).closest('dl')!);
    const rows = list.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['First Name', 'Asha'],
      ['Last Name', 'Verma'],
      ['Username', 'asha.verma'],
      ['Mobile Number', '9876501234'],
      ['Gender', 'Female'],
      ['Email', 'asha@demo.yatrika.in'],
      ['Password', '••••••••Hidden'],
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('goes back to the previous page with Back', async () => {
    mockApi({ 'GET /api/user/profile': { body: profile } });
    const { router } = await openProfile();
    await screen.findByText('asha@demo.yatrika.in');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/login/userdashboard');
  });

  it('opens the edit page with Edit Profile', async () => {
    mockApi({ 'GET /api/user/profile': { body: profile } });
    const { router } = await openProfile();
    const edit = screen.getByRole('link', { name: 'Edit Profile' });
    expect(edit).toHaveAttribute('href', paths.profileEdit.href);
    await userEvent.click(edit);
    expect(router.state.location.pathname).toBe(paths.profileEdit.href);
  });

  it('only logs a profile that fails to load and shows a neutral note', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/user/profile': { status: 500, body: { message: 'Internal Server Error' } } });
    await openProfile();
    expect(await screen.findByText('Your profile details will appear here.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the profile', expect.anything());
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
