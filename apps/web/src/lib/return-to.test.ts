import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath, signupHref } from './return-to.ts';

describe('returning to the chosen page after signing in', () => {
  it('carries a page of this site through login and signup', () => {
    expect(loginHref('/dashboard/booknow/abc')).toBe('/login?next=%2Fdashboard%2Fbooknow%2Fabc');
    expect(signupHref('/login/userdashboard/mybookings?tab=past')).toBe('/signup?next=%2Flogin%2Fuserdashboard%2Fmybookings%3Ftab%3Dpast');
    expect(loginHref()).toBe('/login');
  });

  it('never sends a traveller to another site or back to a sign-in page', () => {
    for (const unsafe of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', '/login', '/signup?next=/x', `/${'a'.repeat(2001)}`]) {
      expect(safeReturnPath(unsafe), unsafe).toBeUndefined();
    }
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
