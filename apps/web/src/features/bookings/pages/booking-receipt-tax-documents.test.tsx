import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTaxDocument, aTravellerProfile } from '../../../../test/fixtures.ts';
import BookingReceiptPage from './booking-receipt-page.tsx';
import { taxDocumentWords } from '../components/tax-document-downloads.tsx';

const booking = aBooking();
const invoice = aTaxDocument();
const note = aTaxDocument({
  _id: '5d1e2c3b-4444-4c55-9a57-2f1c1d2e3f98',
  kind: 'credit_note',
  number: 'CN/2627/000007',
  invoiceNumber: invoice.number,
  pdfUrl: `/api/user/bookings/${booking._id}/credit-notes/5d1e2c3b-4444-4c55-9a57-2f1c1d2e3f98.pdf`,
});

function open(documents: Parameters<typeof mockApi>[0][string] | undefined) {
  const calls = mockApi({
    'GET /api/user/profile': { body: aTravellerProfile() },
    'GET /api/routes/cancellation-policy': { body: { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: 'Free cancellation.' } },
    [`GET /api/user/bookings/${booking._id}`]: { body: { booking } },
    ...(documents ? { [`GET /api/user/bookings/${booking._id}/tax-documents`]: documents } : {}),
    [`GET ${invoice.pdfUrl}`]: { body: '%PDF-1.3', headers: { 'Content-Type': 'application/pdf' } },
    [`GET ${note.pdfUrl}`]: { body: '%PDF-1.3', headers: { 'Content-Type': 'application/pdf' } },
  });
  renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
  return calls;
}

describe('Booking receipt: GST documents', () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the tax invoice and each credit note with the token', async () => {
    const calls = open({ body: { invoice, creditNotes: [note] } });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: taxDocumentWords.invoice }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.url.endsWith('/invoice.pdf'))?.headers.Authorization).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Download credit note CN/2627/000007' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(calls.some((call) => call.url === note.pdfUrl)).toBe(true);
  });

  it('offers each later payment’s invoice (a balance paid after the advance) by its number', async () => {
    const balanceInvoice = aTaxDocument({ _id: '6e2f3d4c-5555-4d66-8b68-3f2d2e3f4a09', number: 'YT/2627/000012', pdfUrl: `/api/user/bookings/${booking._id}/invoices/6e2f3d4c-5555-4d66-8b68-3f2d2e3f4a09.pdf` });
    open({ body: { invoice, invoices: [invoice, balanceInvoice], creditNotes: [] } });
    expect(await screen.findByRole('button', { name: taxDocumentWords.invoice })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download tax invoice YT/2627/000012' })).toBeInTheDocument();
  });

  it('shows no download when the booking has no invoice (no GSTIN configured), nor when the list cannot be read', async () => {
    open({ body: { invoice: null, creditNotes: [] } });
    expect(await screen.findByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: taxDocumentWords.invoice })).not.toBeInTheDocument();
    vi.unstubAllGlobals();

    open(undefined);
    expect(await screen.findAllByRole('button', { name: 'Print receipt' })).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says so when a download fails', async () => {
    mockApi({
      'GET /api/user/profile': { body: aTravellerProfile() },
      [`GET /api/user/bookings/${booking._id}`]: { body: { booking } },
      [`GET /api/user/bookings/${booking._id}/tax-documents`]: { body: { invoice, creditNotes: [] } },
      [`GET ${invoice.pdfUrl}`]: { status: 500, body: { message: 'Something went wrong.' } },
    });
    renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: taxDocumentWords.invoice }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taxDocumentWords.failed);
  });
});
