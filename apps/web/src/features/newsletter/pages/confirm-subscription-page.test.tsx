import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import ConfirmSubscriptionPage from './confirm-subscription-page.tsx';

const confirmUrl = '/api/newsletter/confirm';
const renderConfirm = (url: string) => renderPage(<ConfirmSubscriptionPage />, { path: '/newsletter/confirm', url });

describe('confirming a newsletter subscription', () => {
  it('asks first, sends nothing on opening, and confirms on the button without a sign-in', async () => {
    const calls = mockApi({ [`POST ${confirmUrl}`]: { body: { message: newsletterMessages.confirmed } } });
    const user = userEvent.setup();
    renderConfirm('/newsletter/confirm?token=nc1.signed%7Evalue.sig');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription to our newsletter?' })).toBeInTheDocument();
    // Mail scanners open the link: opening it alone must confirm nothing.
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.confirmed);
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: confirmUrl, body: { token: 'nc1.signed~value.sig' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("shows the server's answer for a link no longer valid, and the button stays", async () => {
    mockApi({ [`POST ${confirmUrl}`]: { status: 400, body: { message: newsletterMessages.badConfirmLink } } });
    const user = userEvent.setup();
    renderConfirm('/newsletter/confirm?token=old');
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.badConfirmLink);
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  });

  it('says a link without a token is not valid, and offers nothing to press', () => {
    const calls = mockApi({});
    renderConfirm('/newsletter/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.badConfirmLink);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
