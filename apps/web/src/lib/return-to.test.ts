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

  it('drops a path with any control or whitespace character, as sent or once decoded', () => {
    const unsafe = [
      '/\t/evil.example', // a browser drops the tab: //evil.example
      '/login\t',
      '/login\n',
      '/login\r',
      '/\n/evil.example',
      '/dashboard/booknow/t1\r\n',
      '/dashboard/booknow/t 1',
      '/dashboard/booknow/t1\u2028',
      '/dashboard/booknow/t1\u2029',
      '/dashboard/booknow/t1\u00a0',
      '/dashboard/booknow/t1\u200b',
      '/dashboard/booknow/t1\u202e',
      '/dashboard/booknow/t1\u0000',
      '/dashboard/booknow/t1\u007f',
      '/dashboard/booknow/t1\u0085',
      '/dashboard/booknow/t1\ufeff',
      '/login%09',
      '/dashboard/booknow/t1%0A',
      '/dashboard/booknow/%E2%80%A8',
      '/dashboard/booknow/%E0%A4', // a broken percent sign
    ];
    for (const path of unsafe) expect(safeReturnPath(path), JSON.stringify(path)).toBeUndefined();
    expect(loginHref('/login\t')).toBe('/login');
  });

  it('drops the sign-in pages however the router would still match them', () => {
    for (const path of ['/LOGIN', '/login/', '/Signup//', '/%6Cogin']) expect(safeReturnPath(path), path).toBeUndefined();
    for (const path of ['/', '/login/userdashboard', '/login/userdashboard/mybookings?tab=past', '/dashboard/booknow/t1#reviews', '/destinations/Hill%20Stations']) {
      expect(safeReturnPath(path), path).toBe(path);
    }
  });
});
