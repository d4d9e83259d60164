import type { AdminVitals } from '@yatrika/contract/vitals';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { VitalsSection } from './vitals-section.tsx';

const measured: AdminVitals = {
  from: '2026-11-21T10:00:00.000Z',
  to: '2026-11-28T10:00:00.000Z',
  sampleRate: 0.25,
  summaries: [
    { page: '/tours/:tourId/:slug', metric: 'LCP', p75: 2412.4, samples: 120, rating: 'good' },
    { page: '/tours/:tourId/:slug', metric: 'INP', p75: 240, samples: 80, rating: 'needs-improvement' },
    { page: '/tours/:tourId/:slug', metric: 'CLS', p75: 0.31, samples: 118, rating: 'poor' },
    { page: '*', metric: 'TTFB', p75: 95.6, samples: 3, rating: 'good' },
  ],
};

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

describe("the dashboard's real visitors' speed", () => {
  it('shows each page’s 75th percentile per metric with its rating and samples, over the period and share measured', async () => {
    mockApi({ 'GET /api/admin/vitals': { body: measured } });
    renderPage(<VitalsSection />, { path: '/login/admindashboard' });
    const section = screen.getByRole('region', { name: "Real visitors' speed" });
    const table = await within(section).findByRole('table', { name: 'From 21 Nov 2026 to 28 Nov 2026, measured on 25% of page views.' });
    expect(rowsOf(table)).toEqual([
      '/tours/:tourId/:slugLargest paint (LCP)2.41 sGood120',
      'Response to input (INP)240 msNeeds improvement80',
      'Layout shift (CLS)0.31Poor118',
      'Page not foundFirst byte (TTFB)96 msGood3',
    ]);
    // The page heads the rows of its metrics, for screen readers too.
    const page = within(table).getByRole('rowheader', { name: '/tours/:tourId/:slug' });
    expect(page).toHaveAttribute('rowspan', '3');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Page', 'Metric', '75th percentile', 'Samples']);
  });

  it('says when nothing was measured yet, and how much is measured', async () => {
    mockApi({ 'GET /api/admin/vitals': { body: { ...measured, summaries: [] } } });
    renderPage(<VitalsSection />, { path: '/login/admindashboard' });
    expect(
      await screen.findByText('No measurements from 21 Nov 2026 to 28 Nov 2026 yet: browsers measure 25% of page views and send them as the page is left.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when measuring is switched off', async () => {
    mockApi({ 'GET /api/admin/vitals': { body: { ...measured, sampleRate: 0, summaries: [] } } });
    renderPage(<VitalsSection />, { path: '/login/admindashboard' });
    expect(await screen.findByText('Measuring is switched off (VITALS_SAMPLE_RATE is 0).')).toBeInTheDocument();
  });

  it('says so when the measurements cannot be read', async () => {
    mockApi({ 'GET /api/admin/vitals': { status: 500, body: {} } });
    renderPage(<VitalsSection />, { path: '/login/admindashboard' });
    expect(await screen.findByText('Failed to load the speed measurements. Please try again later.')).toBeInTheDocument();
  });
});
