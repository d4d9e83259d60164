import { emailMessages } from '@yatrika/contract/emails';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { anEmailDetail } from '../../../../test/email-fixtures.ts';
import EmailPage from './email-page.tsx';

const oneUrl = (id: string) => `/api/admin/emails/${id}`;
const renderEmail = (id: string) => renderPage(<EmailPage />, { path: '/admindashboard/emails/:emailId', url: `/admindashboard/emails/${id}` });

const reminder = anEmailDetail({
  _id: 'email-reminder',
  kind: 'trip-reminder',
  subject: 'Ruins of Hampi is in two days',
  unsubscribeUrl: 'https://yatrika.example/api/emails/unsubscribe?token=abc',
  attachments: [{ filename: 'ruins-of-hampi.ics', contentType: 'text/calendar', size: 1536 }],
});

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('one admin email', () => {
  it('shows the message: subject, recipient, kind, status, unsubscribe address, attachments and its HTML in a sandboxed frame', async () => {
    mockApi({ [`GET ${oneUrl('email-reminder')}`]: { body: reminder } });
    renderEmail('email-reminder');
    expect(screen.getByText('Loading...', { selector: '[role=status] span' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ruins of Hampi is in two days' })).toBeInTheDocument();
    expect(screen.getByText(/No mail server is configured, so this message was kept here instead of being sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All emails' })).toHaveAttribute('href', '/admindashboard/emails');

    const facts = within(screen.getByRole('region', { name: 'About this message' }));
    expect(facts.getByText('kavya.nair@example.com')).toBeInTheDocument();
    expect(facts.getByText('Trip reminder')).toBeInTheDocument();
    expect(facts.getByText('Kept (no mail server)')).toBeInTheDocument();
    expect(facts.getByText('https://yatrika.example/api/emails/unsubscribe?token=abc')).toBeInTheDocument();
    expect(facts.getByText('ruins-of-hampi.ics')).toBeInTheDocument();
    expect(facts.getByText('text/calendar')).toBeInTheDocument();
    expect(facts.getByText('1.5 KB')).toBeInTheDocument();

    const frame = screen.getByTitle('The message: Ruins of Hampi is in two days');
    expect(frame.tagName).toBe('IFRAME');
    // Sandboxed with no permission at all: no scripts, no way out of the frame.
    expect(frame).toHaveAttribute('sandbox', '');
    const shown = frame.getAttribute('srcdoc')!;
    expect(shown).toContain('<h1>Booking confirmed</h1>');
    expect(shown).toMatch(/^<!DOCTYPE html><html lang="en"><head><base target="_blank">/);
    expect(screen.getByRole('tab', { name: 'HTML' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the plain text part on its tab, wrapping', async () => {
    mockApi({ [`GET ${oneUrl('email-reminder')}`]: { body: reminder } });
    const user = userEvent.setup();
    renderEmail('email-reminder');
    await user.click(await screen.findByRole('tab', { name: 'Plain text' }));
    expect(screen.getByRole('tab', { name: 'Plain text' })).toHaveAttribute('aria-selected', 'true');
    const text = within(screen.getByRole('tabpanel')).getByText(/Your ticket: https:\/\/yatrika.example\/tickets\/1/);
    expect(text.tagName).toBe('PRE');
    expect(text).toHaveClass('whitespace-pre-wrap');
    expect(screen.queryByTitle(/The message/)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'HTML' }));
    expect(screen.getByTitle(/The message/)).toBeInTheDocument();
  });

  it('says when a message has no unsubscribe address and no attachments, and says nothing of keeping a sent one', async () => {
    mockApi({ [`GET ${oneUrl('email-plain')}`]: { body: anEmailDetail({ _id: 'email-plain', status: 'sent' }) } });
    renderEmail('email-plain');
    const facts = within(await screen.findByRole('region', { name: 'About this message' }));
    expect(facts.getByText('None (not a reminder)')).toBeInTheDocument();
    expect(facts.getByText('None')).toBeInTheDocument();
    expect(facts.getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText(/No mail server is configured/)).toBeNull();
  });

  it("shows the server's answer for a message that does not exist", async () => {
    mockApi({ [`GET ${oneUrl('missing')}`]: { status: 404, body: { message: emailMessages.notFound } } });
    renderEmail('missing');
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.notFound);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the message could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({ [`GET ${oneUrl('email-reminder')}`]: () => (fail ? { status: 500, body: {} } : { body: reminder }) });
    const user = userEvent.setup();
    renderEmail('email-reminder');
    expect(await screen.findByText('Failed to load the email. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Ruins of Hampi is in two days' })).toBeInTheDocument());
  });

  it('keeps Emails highlighted in the admin menu', async () => {
    mockApi({ [`GET ${oneUrl('email-reminder')}`]: { body: reminder } });
    renderEmail('email-reminder');
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    expect(menu.getByRole('link', { name: 'Emails' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { level: 2, name: 'Ruins of Hampi is in two days' });
  });
});

describe('a failed email', () => {
  const failed = anEmailDetail({ _id: 'email-failed', status: 'failed', lastError: '550 Mailbox unavailable', subject: 'Welcome to Yatrika' });

  it('offers Send again, posts it and says it is queued', async () => {
    const calls = mockApi({
      [`GET ${oneUrl('email-failed')}`]: { body: failed },
      [`POST ${oneUrl('email-failed')}/resend`]: { body: { message: emailMessages.sentAgain, email: { ...failed, status: 'queued' } } },
    });
    renderEmail('email-failed');
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(emailMessages.sentAgain)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`${oneUrl('email-failed')}/resend`]);
  });

  it("shows the server's refusal when it is already waiting", async () => {
    mockApi({
      [`GET ${oneUrl('email-failed')}`]: { body: failed },
      [`POST ${oneUrl('email-failed')}/resend`]: { status: 409, body: { message: emailMessages.alreadyQueued } },
    });
    renderEmail('email-failed');
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.alreadyQueued);
  });

  it('is not offered for a message that did not fail', async () => {
    mockApi({ [`GET ${oneUrl('email-reminder')}`]: { body: reminder } });
    renderEmail('email-reminder');
    await screen.findByRole('heading', { level: 2, name: 'Ruins of Hampi is in two days' });
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
