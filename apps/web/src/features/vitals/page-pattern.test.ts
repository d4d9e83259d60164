import { isVitalPage } from '@yatrika/contract/vitals-rules';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { pagePatternOf } from './page-pattern.ts';

describe('the page a measurement is of', () => {
  it.each([
    ['/', '/'],
    ['/tours/5f0c1f7e-0000-4000-8000-000000000000/golden-triangle', '/tours/:tourId/:slug'],
    ['/login/userdashboard/mybookings/5f0c1f7e-0000-4000-8000-000000000000/ticket', '/login/userdashboard/mybookings/:bookingId/ticket'],
    ['/destinations/adventure', '/destinations/:category'],
    ['/admindashboard/bookings/new', '/admindashboard/bookings/new'],
    ['/admindashboard/users/5f0c1f7e-0000-4000-8000-000000000000', '/admindashboard/users/:userId'],
    ['/pay/a.signed.token', '/pay/:token'],
    ['/no/such/page', '*'],
  ])('is %s’s route pattern: %s', (address, pattern) => {
    expect(pagePatternOf(address)).toBe(pattern);
  });

  // The server keeps a page only when it looks like a route pattern: a route it would not keep
  // would never show on the operator's screen.
  it('is one the server keeps, for every route of the app', () => {
    const refused = Object.values(paths)
      .map((path) => path.pattern)
      .filter((pattern) => !isVitalPage(pattern));
    expect(refused).toEqual([]);
    expect(isVitalPage(pagePatternOf('/no/such/page'))).toBe(true);
  });
});
