import { contactMessages } from '@yatrika/contract/contact-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import ContactPage from './contact-page.tsx';

const details = (email: string | null, phone: string | null) => ({ 'GET /api/routes/contact': { body: { email, phone } } });

describe('the Contact page', () => {
  it("shows the operator's published email and phone as links", async () => {
    mockApi(details('hello@yatrika.example', '+91 98765 43210'));
    renderPage(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('link', { name: 'hello@yatrika.example' })).toHaveAttribute('href', 'mailto:hello@yatrika.example');
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('leaves out what the operator has not published, and still offers the form', async () => {
    mockApi(details(null, null));
    renderPage(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('form', { name: 'Write to us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reach the operator' })).not.toBeInTheDocument();
  });

  it('checks each field, then sends the message and says so', async () => {
    const calls = mockApi({ ...details(null, null), 'POST /api/contact': { status: 202, body: { message: contactMessages.sent } } });
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Your name'), '  Kiran Rao ');
    await user.type(screen.getByLabelText('Your email'), 'kiran@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you run Spiti in October?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(contactMessages.sent)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Kiran Rao', email: 'kiran@example.com', message: 'Do you run Spiti in October?', website: '' });
    // Sent without the traveller's token: anyone may write.
    expect(calls.find((call) => call.method === 'POST')?.headers.Authorization).toBeUndefined();
  });

  it("keeps the robots' field out of sight and out of the accessibility tree", async () => {
    mockApi(details(null, null));
    renderPage(<ContactPage />, { path: '/contact' });
    await screen.findByRole('form', { name: 'Write to us' });
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });

  it("shows the server's sentence when it refuses, such as too many messages", async () => {
    mockApi({ ...details(null, null), 'POST /api/contact': { status: 429, body: { message: contactMessages.tooMany } } });
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });
    await user.type(await screen.findByLabelText('Your name'), 'Kiran');
    await user.type(screen.getByLabelText('Your email'), 'kiran@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.tooMany)).toBeInTheDocument();
  });
});
