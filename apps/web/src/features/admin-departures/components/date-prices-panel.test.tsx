import { datePriceInvalid, datePriceMessages, datePriceTypeNotOffered, type DatePriceRule } from '@yatrika/contract/date-prices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { DatePricesPanel } from './date-prices-panel.tsx';

const tourId = '7d1c1b7e-5a4e-4d43-9a36-3f0f7c1d2e01';
const url = `/api/admin/tours/${tourId}/date-prices`;
const rule = (fields: Partial<DatePriceRule> = {}): DatePriceRule => ({
  _id: '0b3c2f0e-8f1a-4c55-9d7e-1a2b3c4d5e6f',
  tourId,
  from: '2026-12-01',
  to: '2026-12-31',
  weekdays: [0, 6],
  prices: { adult: 2800, child: 1400, senior: null },
  createdAt: '2026-11-23T06:00:00.000Z',
  ...fields,
});

const open = () => renderPage(<DatePricesPanel tourId={tourId} tourTitle="Ruins of Hampi" />);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
});
afterEach(() => vi.useRealTimers());

describe('prices per date on the Departures screen', () => {
  it('lists the tour’s date prices with their days and prices', async () => {
    mockApi({ [`GET ${url}`]: { body: { datePrices: [rule()] } } });
    open();
    const list = await screen.findByRole('list', { name: 'Date prices' });
    expect(within(list).getByText('December 1, 2026 to December 31, 2026')).toBeInTheDocument();
    expect(within(list).getByText('Sundays and Saturdays · Adult ₹2,800 · Child ₹1,400')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({ [`GET ${url}`]: { body: { datePrices: [] } } });
    open();
    expect(await screen.findByText("No date prices: every date has the tour's price.")).toBeInTheDocument();
  });

  it('adds weekends in December: the range, the ticked weekdays and the prices as typed', async () => {
    let rules: DatePriceRule[] = [];
    const calls = mockApi({
      [`GET ${url}`]: () => ({ body: { datePrices: rules } }),
      [`POST ${url}`]: () => {
        rules = [rule()];
        return { status: 201, body: { message: datePriceMessages.created, datePrice: rule() } };
      },
    });
    open();
    await screen.findByText("No date prices: every date has the tour's price.");
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a date price' });
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2026-12-01');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-12-31');
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Sunday' }));
    await user.type(within(form).getByLabelText('Adult price (₹)'), '2800');
    await user.type(within(form).getByLabelText('Child price (₹)'), '1400');
    await user.click(within(form).getByRole('button', { name: 'Add date price' }));

    expect(await screen.findByText(datePriceMessages.created)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      weekdays: [0, 6],
      prices: { adult: '2800', child: '1400' },
    });
    expect(await screen.findByText('Sundays and Saturdays · Adult ₹2,800 · Child ₹1,400')).toBeInTheDocument();
  });

  it('checks the prices before sending, and shows the server’s refusal', async () => {
    const calls = mockApi({
      [`GET ${url}`]: { body: { datePrices: [] } },
      [`POST ${url}`]: { status: 400, body: { message: datePriceTypeNotOffered('senior') } },
    });
    open();
    await screen.findByText("No date prices: every date has the tour's price.");
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a date price' });
    await user.type(within(form).getByLabelText('Adult price (₹)'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Add date price' }));
    expect(await screen.findByText(datePriceInvalid('adult'))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Adult price (₹)'));
    await user.type(within(form).getByLabelText('Adult price (₹)'), '2800');
    await user.type(within(form).getByLabelText('Senior price (₹)'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Add date price' }));
    expect(await screen.findByText(datePriceTypeNotOffered('senior'))).toBeInTheDocument();
  });

  it('removes a date price', async () => {
    let rules = [rule()];
    const calls = mockApi({
      [`GET ${url}`]: () => ({ body: { datePrices: rules } }),
      [`DELETE ${url}/${rule()._id}`]: () => {
        rules = [];
        return { body: { message: datePriceMessages.deleted } };
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the price for December 1, 2026 to December 31, 2026' }));
    await waitFor(() => expect(screen.getByText("No date prices: every date has the tour's price.")).toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
