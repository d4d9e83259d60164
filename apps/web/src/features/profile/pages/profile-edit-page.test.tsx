import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import { paths } from '../../../lib/paths.ts';
import ProfileEditPage from './profile-edit-page.tsx';

const profile = aTravellerProfile();

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

const renderEdit = () => renderPage(<ProfileEditPage />, { path: paths.profileEdit.href });

describe('Edit profile', () => {
  it('starts from the current details, with a phone field of type tel', async () => {
    mockApi({ 'GET /api/user/profile': { body: profile } });
    renderEdit();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Verma');
    expect(screen.getByLabelText('Username')).toHaveValue('asha.verma');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876501234');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.queryByLabelText(/email/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('sends exactly the four fields and says "Profile updated successfully!"', async () => {
    let saved = profile;
    const calls = mockApi({
      'GET /api/user/profile': () => ({ body: saved }),
      'PUT /api/user/profile': ({ body }) => {
        saved = { ...saved, ...(body as object) };
        return { body: { message: 'Profile updated successfully!', user: saved } };
      },
    });
    renderEdit();
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'asha.travels');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '9000011111');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const message = await screen.findByText('Profile updated successfully!');
    expect(message).toHaveClass('text-emerald-800');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/user/profile');
    expect(put.body).toStrictEqual({ firstname: 'Asha', lastname: 'Verma', username: 'asha.travels', phone: '9000011111' });
    // The header and the card show the saved username at once.
    await waitFor(() => expect(screen.getAllByText('@asha.travels')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Profile of asha.travels' })).toBeInTheDocument();
  });

  it('says "Error updating profile. Please try again." in red, with the server\'s reason', async () => {
    mockApi({
      'GET /api/user/profile': { body: profile },
      'PUT /api/user/profile': { status: 409, body: { message: 'This username is already taken.' } },
    });
    renderEdit();
    await screen.findByLabelText('Username');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error updating profile. Please try again.');
    expect(alert).toHaveTextContent('This username is already taken.');
    expect(alert).toHaveClass('text-red-800');
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('marks a field the server would refuse as it is left, and sends nothing until it is right', async () => {
    const calls = mockApi({ 'GET /api/user/profile': { body: profile } });
    renderEdit();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Phone must be a phone number of 8 to 15 digits.'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says only the spec sentence when the server gives no reason', async () => {
    mockApi({ 'GET /api/user/profile': { body: profile }, 'PUT /api/user/profile': { status: 502, body: {} } });
    renderEdit();
    await screen.findByLabelText('Username');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error updating profile\. Please try again\.$/);
  });
});
