import { todayInIndia } from '@yatrika/contract/dates';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTaxDocument } from '../../../../test/fixtures.ts';
import InvoicesPage, { invoicesPageWords } from './invoices-page.tsx';

const invoice = aTaxDocument({ pdfUrl: '/api/admin/invoices/5d1e2c3b-4444-4c55-9a57-2f1c1d2e3f99.pdf' });
const note = aTaxDocument({
  _id: '5d1e2c3b-4444-4c55-9a57-2f1c1d2e3f98',
  kind: 'credit_note',
  number: 'CN/2627/000007',
  invoiceNumber: invoice.number,
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  businessName: 'Pune Offsites LLP',
  buyerGstin: '27AAPFU0939F1ZV',
  taxableValue: 1000,
  cgst: 0,
  sgst: 0,
  igst: 50,
  total: 1050,
  pdfUrl: '/api/admin/invoices/5d1e2c3b-4444-4c55-9a57-2f1c1d2e3f98.pdf',
});

const render = () => renderPage(<InvoicesPage />, { path: '/admindashboard/invoices', url: '/admindashboard/invoices' });

describe('Invoices (admin)', () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('admin')));
  afterEach(() => vi.unstubAllGlobals());

  it("lists this month's invoices and credit notes, each downloadable, and the month as CSV", async () => {
    const month = todayInIndia().slice(0, 7);
    const calls = mockApi({
      'GET /api/admin/invoices': { body: { month, issuing: true, documents: [invoice, note] } },
      'GET /api/admin/invoices.csv': { body: 'type,number', headers: { 'Content-Type': 'text/csv' } },
      [`GET ${note.pdfUrl}`]: { body: '%PDF-1.3', headers: { 'Content-Type': 'application/pdf' } },
    });
    const createObjectURL = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render();
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('YT/2627/000042');
    expect(rows[0]).toHaveTextContent('CGST ₹880.95 + SGST ₹880.95');
    expect(rows[1]).toHaveTextContent(`CN/2627/000007against ${invoice.number}`);
    expect(rows[1]).toHaveTextContent('Pune Offsites LLP27AAPFU0939F1ZV');
    expect(rows[1]).toHaveTextContent('IGST ₹50');
    expect(calls.find((call) => call.url.startsWith('/api/admin/invoices?'))?.url).toBe(`/api/admin/invoices?month=${month}`);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'PDF of CN/2627/000007' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    await user.click(screen.getByRole('button', { name: invoicesPageWords.csv }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(calls.find((call) => call.url.startsWith('/api/admin/invoices.csv'))?.url).toBe(`/api/admin/invoices.csv?month=${month}`);
  });

  it('reads another month when one is chosen, and says when none is configured', async () => {
    const calls = mockApi({ 'GET /api/admin/invoices': ({ url }) => ({ body: { month: new URL(url, 'http://x').searchParams.get('month'), issuing: false, documents: [] } }) });
    render();
    expect(await screen.findByText(invoicesPageWords.empty)).toBeInTheDocument();
    expect(screen.getByText(invoicesPageWords.notIssuing)).toBeInTheDocument();
    // The simulated DOM has no month picker to type into: the picker's change, as a browser sends it.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-04' } });
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/admin/invoices?month=2026-04')).toBe(true));
  });
});
