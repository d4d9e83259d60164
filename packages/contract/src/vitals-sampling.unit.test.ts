import { describe, expect, it } from 'vitest';
import { isSampled } from './vitals-sampling.ts';

describe('whether a page view is measured', () => {
  it('measures the share of views the page names: a roll below the rate', () => {
    expect(isSampled('0.25', 0)).toBe(true);
    expect(isSampled('0.25', 0.2499)).toBe(true);
    expect(isSampled('0.25', 0.25)).toBe(false);
    expect(isSampled('0.25', 0.9)).toBe(false);
  });

  it('measures every view at 1 and none at 0', () => {
    expect(isSampled('1', 0.9999)).toBe(true);
    expect(isSampled('0', 0)).toBe(false);
  });

  it.each([[undefined], [null], [''], ['a quarter'], ['25'], ['-0.5'], ['NaN']])('measures nothing when the page says %j', (rate) => {
    expect(isSampled(rate, 0)).toBe(false);
  });

  it('measures about the share named, over many views', () => {
    let measured = 0;
    for (let view = 0; view < 10_000; view++) if (isSampled('0.1', (view + 0.5) / 10_000)) measured++;
    expect(measured).toBe(1000);
  });
});
