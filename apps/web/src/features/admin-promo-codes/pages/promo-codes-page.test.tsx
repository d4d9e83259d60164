import type { PromoCode } from '@yatrika/contract/promo-codes';
import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTour } from '../../../../test/admin-fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { chooseDay } from '../../../../test/calendar.ts';
import PromoCodesPage from './promo-codes-page.tsx';

const listUrl = 'GET /api/admin/promo-codes';
const hampi = aTour({ title: 'Ruins of Hampi' });

const aCode = (fields: Partial<PromoCode> = {}): PromoCode => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  code: 'Diwali10',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  tourIds: [],
  categories: [],
  minPeople: 1,
  maxUses: 10,
  maxUsesPerTraveller: 1,
  active: true,
  usesSoFar: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

const renderCodes = () => renderPage(<PromoCodesPage />, { path: '/admindashboard/promo-codes' });
const card = (code: string) => within(screen.getByRole('article', { name: code }));

beforeEach(() => {
  // Today is 23 November 2026 in India; only the clock is fixed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
});
afterEach(() => vi.useRealTimers());

describe('the Promo codes screen', () => {
  it('lists each code with its discount, dates, tours, party and uses so far', async () => {
    const fixed = aCode({ _id: '00000000-0000-4000-8000-0000000000a2', code: 'HAMPI500', kind: 'fixed', percentOff: null, amountOff: 500, validFrom: null, validTo: null, tourIds: [hampi._id], categories: ['religious'], minPeople: 4, maxUses: null, maxUsesPerTraveller: null, active: false, usesSoFar: 0 });
    mockApi({ [listUrl]: { body: { promoCodes: [aCode(), fixed] } }, 'GET /api/admin/tours': { body: { tours: [hampi] } } });
    renderCodes();
    await screen.findByRole('article', { name: 'Diwali10' });
    expect(screen.getByRole('link', { name: /Promo codes/ })).toBeInTheDocument();

    const diwali = card('Diwali10');
    expect(diwali.getByText('10% off')).toBeInTheDocument();
    expect(diwali.getByText('1 Nov 2026 – 31 Dec 2026')).toBeInTheDocument();
    expect(diwali.getByText('Every tour')).toBeInTheDocument();
    expect(diwali.getByText('3 of 10 used · at most 1 per traveller')).toBeInTheDocument();
    expect(diwali.getByText('On')).toBeInTheDocument();

    const hampiCode = card('HAMPI500');
    expect(hampiCode.getByText('₹500 off')).toBeInTheDocument();
    expect(hampiCode.getByText('Always')).toBeInTheDocument();
    await waitFor(() => expect(hampiCode.getByText('Religious tours, Ruins of Hampi')).toBeInTheDocument());
    expect(hampiCode.getByText('4 people')).toBeInTheDocument();
    expect(hampiCode.getByText('0 used')).toBeInTheDocument();
    expect(hampiCode.getByRole('button', { name: 'Switch on' })).toBeInTheDocument();
  });

  it('creates a code from the form and shows the server’s sentence when it refuses one', async () => {
    let refuse = true;
    const calls = mockApi({
      [listUrl]: { body: { promoCodes: [] } },
      'GET /api/admin/tours': { body: { tours: [hampi] } },
      'POST /api/admin/promo-codes': () =>
        refuse ? { status: 409, body: { message: promoCodeMessages.codeTaken } } : { status: 201, body: { message: promoCodeMessages.created, promoCode: aCode({ code: 'MONSOON' }) } },
    });
    renderCodes();
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    const form = within(screen.getByRole('form', { name: 'New promo code' }));
    await userEvent.type(form.getByLabelText('Code'), 'MONSOON');
    await userEvent.selectOptions(form.getByLabelText('Discount'), 'fixed');
    await userEvent.type(form.getByLabelText('Amount off (₹)'), '750.50');
    await userEvent.type(form.getByLabelText('Uses in all'), '10');
    await userEvent.click(form.getByLabelText('Adventure'));
    // The tours are found by a search, with their categories named as the site names them.
    await userEvent.type(form.getByRole('searchbox', { name: 'Find a tour' }), 'hampi');
    await userEvent.click(form.getByRole('checkbox', { name: /^Ruins of Hampi · Historical & cultural/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create code' }));
    expect(await form.findByRole('alert')).toHaveTextContent(promoCodeMessages.codeTaken);

    refuse = false;
    await userEvent.click(form.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(promoCodeMessages.created)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New promo code' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      code: 'MONSOON',
      kind: 'fixed',
      amountOff: '750.50',
      validFrom: null,
      validTo: null,
      categories: ['adventure'],
      tourIds: [hampi._id],
      minPeople: '1',
      maxUses: '10',
      maxUsesPerTraveller: null,
      active: true,
    });
  });

  it('switches a code off, and edits its terms without renaming it', async () => {
    const calls = mockApi({
      [listUrl]: { body: { promoCodes: [aCode()] } },
      'GET /api/admin/tours': { body: { tours: [] } },
      [`PUT /api/admin/promo-codes/${aCode()._id}/active`]: { body: { message: promoCodeMessages.switchedOffByOperator, promoCode: aCode({ active: false }) } },
      [`PUT /api/admin/promo-codes/${aCode()._id}`]: { body: { message: promoCodeMessages.updated, promoCode: aCode({ percentOff: 15 }) } },
    });
    renderCodes();
    await screen.findByRole('article', { name: 'Diwali10' });
    await userEvent.click(card('Diwali10').getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText(promoCodeMessages.switchedOffByOperator)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/active'))?.body).toEqual({ active: false });

    await userEvent.click(card('Diwali10').getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit Diwali10' }));
    expect(form.getByLabelText('Code')).toBeDisabled();
    await userEvent.clear(form.getByLabelText('Percent off'));
    await userEvent.type(form.getByLabelText('Percent off'), '15');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(promoCodeMessages.updated)).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'PUT' && !call.url.endsWith('/active'))?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ kind: 'percent', percentOff: '15', validFrom: '2026-11-01', validTo: '2026-12-31', maxUses: '10', maxUsesPerTraveller: '1' });
    expect(saved).not.toHaveProperty('code');
  });

  it('chooses the days a code is valid on calendars, says them in words, and clears one again', async () => {
    const calls = mockApi({
      [listUrl]: { body: { promoCodes: [] } },
      'GET /api/admin/tours': { body: { tours: [] } },
      'POST /api/admin/promo-codes': { status: 201, body: { message: promoCodeMessages.created, promoCode: aCode({ code: 'NEWYEAR' }) } },
    });
    const user = userEvent.setup();
    renderCodes();
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const form = screen.getByRole('form', { name: 'New promo code' });
    await user.type(within(form).getByLabelText('Code'), 'NEWYEAR');
    await user.type(within(form).getByLabelText('Percent off'), '12');
    const from = within(form).getByRole('group', { name: 'Valid from' });
    const until = within(form).getByRole('group', { name: 'Valid until' });
    expect(from).toHaveAccessibleDescription('No start: valid at once.');
    // Days before today cannot be reached.
    expect(within(from).queryByRole('button', { name: /November 22, 2026/ })).not.toBeInTheDocument();
    await chooseDay(user, 'December 2026', /^Monday, December 28, 2026$/, from);
    await chooseDay(user, 'January 2027', /^Sunday, January 3, 2027$/, until);
    expect(from).toHaveAccessibleDescription('Monday, December 28, 2026');
    expect(until).toHaveAccessibleDescription('Sunday, January 3, 2027');
    await user.click(within(until).getByRole('button', { name: 'Clear valid until' }));
    expect(until).toHaveAccessibleDescription('No end: valid until switched off.');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ code: 'NEWYEAR', validFrom: '2026-12-28', validTo: null }));
  });
});
