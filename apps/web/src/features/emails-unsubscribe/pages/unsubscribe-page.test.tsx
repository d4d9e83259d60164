import { emailMessages } from '@yatrika/contract/emails';
import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import UnsubscribePage from './unsubscribe-page.tsx';

const unsubscribeUrl = '/api/emails/unsubscribe';
const renderUnsubscribe = (url: string) => renderPage(<UnsubscribePage />, { path: '/unsubscribe', url });

beforeEach(() => localStorage.clear());

describe('unsubscribing from reminders', () => {
  it('asks first, sends nothing on opening, and unsubscribes on the button', async () => {
    const calls = mockApi({ [`POST ${unsubscribeUrl}`]: { body: { message: emailMessages.unsubscribed } } });
    const user = userEvent.setup();
    renderUnsubscribe('/unsubscribe?token=signed.token%2Bvalue');
    expect(screen.getByRole('heading', { level: 1, name: 'Stop trip reminders and review requests?' })).toBeInTheDocument();
    expect(screen.getByText('Booking confirmations, receipts and account emails still arrive.')).toBeInTheDocument();
    // Mail scanners open the link: opening it alone must change nothing.
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(emailMessages.unsubscribed);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: unsubscribeUrl, body: { token: 'signed.token+value' } });
    // No sign-in: the token alone is the proof.
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("shows the server's answer for a bad link, and the button stays for another try", async () => {
    mockApi({ [`POST ${unsubscribeUrl}`]: { status: 400, body: { message: emailMessages.badUnsubscribeLink } } });
    const user = userEvent.setup();
    renderUnsubscribe('/unsubscribe?token=tampered');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.badUnsubscribeLink);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('says a link without a token is not valid, and offers nothing to press', () => {
    const calls = mockApi({});
    renderUnsubscribe('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(emailMessages.badUnsubscribeLink);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({ [`POST ${unsubscribeUrl}`]: { status: 503, body: {} } });
    const user = userEvent.setup();
    renderUnsubscribe('/unsubscribe?token=abc');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unsubscribe. Please try again.');
  });
});

describe('unsubscribing from the newsletter (the link of every newsletter message)', () => {
  const newsletterUrl = '/api/newsletter/unsubscribe';

  it('names the newsletter, asks first, and unsubscribes the address on the button', async () => {
    const calls = mockApi({ [`POST ${newsletterUrl}`]: { body: { message: newsletterMessages.unsubscribed } } });
    const user = userEvent.setup();
    renderUnsubscribe('/unsubscribe?list=newsletter&token=nu1.subscriber.sig');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from the Yatrika newsletter?' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.unsubscribed);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: newsletterUrl, body: { token: 'nu1.subscriber.sig' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("shows the server's answer for a bad link", async () => {
    mockApi({ [`POST ${newsletterUrl}`]: { status: 400, body: { message: newsletterMessages.badUnsubscribeLink } } });
    const user = userEvent.setup();
    renderUnsubscribe('/unsubscribe?list=newsletter&token=tampered');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.badUnsubscribeLink);
  });
});
