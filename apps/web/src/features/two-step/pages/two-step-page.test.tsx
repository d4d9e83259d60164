import type { TwoStepStatus } from '@yatrika/contract/two-step';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import TwoStepPage from './two-step-page.tsx';

const off: TwoStepStatus = { enabled: false, required: true, enrolBy: '2026-12-12T10:00:00.000Z', recoveryCodesLeft: 0, rememberedDevices: [] };
const on: TwoStepStatus = {
  enabled: true,
  required: true,
  enrolBy: null,
  recoveryCodesLeft: 7,
  rememberedDevices: [{ _id: 'device-1', label: 'Firefox on Linux', createdAt: '2026-11-20T06:00:00.000Z', expiresAt: '2026-12-20T06:00:00.000Z', lastUsedAt: null }],
};
const codes = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', 'aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff', 'ggggg-hhhhh', 'jjjjj-kkkkk', 'mmmmm-nnnnn', 'ppppp-qqqqq'];

const renderTwoStep = () => renderPage(<TwoStepPage />, { path: '/admindashboard/two-step' });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('Two-step sign-in page', () => {
  it('sets up with the QR code and key, confirms with a code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    localStorage.setItem('yatrika.twoStepDue', off.enrolBy!);
    const calls = mockApi({
      'GET /api/admin/two-step': { body: off },
      'POST /api/admin/two-step/setup': { body: { message: 'Scan', otpauthUri: 'otpauth://totp/Yatrika:a', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', manualKey: 'ABCD EFGH' } },
      'POST /api/admin/two-step/enable': ({ body }) =>
        (body as { code: string }).code === '123456' ? { body: { message: 'On', recoveryCodes: codes, token: 'new-token' } } : { status: 400, body: { message: 'That code is not right, or it was used already.' } },
    });
    renderTwoStep();
    const setUp = await screen.findByRole('button', { name: 'Set up two-step sign-in' }, { timeout: 5000 });
    expect(screen.getByText('Owners and managers must turn it on by December 12, 2026.')).toBeInTheDocument();
    await user.click(setUp);
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('ABCD EFGH')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from the app'), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right, or it was used already.');

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('yatrika.twoStepDue')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/two-step/enable')).toHaveLength(2);
  });

  it('when on: recovery codes left, remembered devices to forget, and no way off for an owner', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/admin/two-step': { body: on },
      'DELETE /api/admin/two-step/remembered-devices/device-1': { body: { message: 'Forgotten' } },
    });
    renderTwoStep();
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.getByText('7 of 10 left unused.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forget Firefox on Linux' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/two-step/remembered-devices/device-1')).toBe(true);
  });

  it('offers turning off to a role for which it is optional', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/admin/two-step': { body: { ...on, required: false } }, 'POST /api/admin/two-step/disable': { body: { message: 'Off' } } });
    renderTwoStep();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(calls.some((call) => call.url === '/api/admin/two-step/disable')).toBe(true);
  });
});
