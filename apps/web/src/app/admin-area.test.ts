import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { isAdminArea } from './admin-area.ts';

const address = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

describe('the admin area', () => {
  // A new operator page under another prefix would be missing from the route table: this says so.
  const operatorPages = Object.entries(paths).filter(([name]) => name.startsWith('admin') && name !== 'adminLogin' && name !== 'adminRegister');

  it.each(operatorPages)('holds %s', (_name, path) => {
    expect(isAdminArea(address(path.pattern))).toBe(true);
  });

  it.each(Object.entries(paths).filter(([name]) => !name.startsWith('admin') || name === 'adminLogin' || name === 'adminRegister'))('leaves out %s', (_name, path) => {
    expect(isAdminArea(address(path.pattern))).toBe(false);
  });
});
