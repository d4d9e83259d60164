import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const subscribeUrl = '/api/newsletter/subscribe';
const open = () => renderPage(<NewsletterForm />, { path: '/' });
const box = () => screen.getByLabelText('Email address');

describe("the footer's Get in Touch box", () => {
  it('subscribes the typed address and says to check the inbox, in the server\'s words, without a sign-in', async () => {
    const calls = mockApi({ [`POST ${subscribeUrl}`]: { status: 202, body: { message: newsletterMessages.checkInbox } } });
    const user = userEvent.setup();
    open();
    expect(box()).toHaveAttribute('type', 'email');
    await user.type(box(), '  meera@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.checkInbox);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: subscribeUrl, body: { email: 'meera@example.com', website: '' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    // Sent: the box is empty for another address.
    expect(box()).toHaveValue('');
  });

  it.each([
    ['', 'Email is required.'],
    ['meera@', newsletterMessages.emailInvalid],
    ['not an address', newsletterMessages.emailInvalid],
  ])('says what is wrong with %j in words, and sends nothing', async (typed, message) => {
    const calls = mockApi({});
    const user = userEvent.setup();
    open();
    if (typed) await user.type(box(), typed);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    // Typing again clears the complaint.
    await user.type(box(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal (too many tries) and keeps the address to try again later", async () => {
    mockApi({ [`POST ${subscribeUrl}`]: { status: 429, body: { message: newsletterMessages.tooMany } } });
    const user = userEvent.setup();
    open();
    await user.type(box(), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.tooMany);
    expect(box()).toHaveValue('meera@example.com');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so in words when the server cannot be reached', async () => {
    mockApi({ [`POST ${subscribeUrl}`]: { status: 503, body: {} } });
    const user = userEvent.setup();
    open();
    await user.type(box(), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you up just now. Please try again in a moment.');
  });

  it('passes on the hidden field a robot fills in, so the server can ignore it', async () => {
    const calls = mockApi({ [`POST ${subscribeUrl}`]: { status: 202, body: { message: newsletterMessages.checkInbox } } });
    const user = userEvent.setup();
    const { container } = open();
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'http://spam.example');
    await user.type(box(), 'bot@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('status');
    expect(calls[0]!.body).toEqual({ email: 'bot@example.com', website: 'http://spam.example' });
  });
});
