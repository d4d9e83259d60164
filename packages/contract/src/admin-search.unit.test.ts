import { describe, expect, it } from 'vitest';
import { adminSearchTerms, phoneKey, phonePart, referenceKey, referencePart } from './admin-search.ts';

describe('reading an operator search', () => {
  it('reads a reference in any case, with or without dashes, spaces or YT, and any part of four or more', () => {
    expect(referenceKey('YT-CFXK-PZB9')).toBe('YTCFXKPZB9');
    for (const typed of ['YT-CFXK-PZB9', 'ytcfxkpzb9', 'yt cfxk pzb9']) expect(referencePart(typed)).toBe('YTCFXKPZB9');
    expect(referencePart('CFXK-PZB9')).toBe('CFXKPZB9');
    expect(referencePart('pzb9')).toBe('PZB9');
    expect(referencePart('0OIL')).toBe('0011');
  });

  it('does not read as a reference what cannot be one', () => {
    expect(referencePart('pz9')).toBeUndefined(); // too short
    expect(referencePart('Sumit')).toBeUndefined(); // U is in no reference
    expect(referencePart('YT-CFXK-PZB9-1')).toBeUndefined(); // too long
    expect(referencePart('asha@x.in')).toBeUndefined();
  });

  it('reads a phone by its digits, the last ten', () => {
    expect(phoneKey('+91 98765 43210')).toBe('9876543210');
    expect(phoneKey('098765-43210')).toBe('9876543210');
    expect(phonePart('+91 98765 43210')).toBe('9876543210');
    expect(phonePart('43210')).toBe('43210');
    expect(phonePart('432')).toBeUndefined();
    expect(phonePart('Asha 98765')).toBeUndefined();
  });

  it('has no terms for blank text', () => {
    expect(adminSearchTerms('   ')).toBeUndefined();
    expect(adminSearchTerms(undefined)).toBeUndefined();
    expect(adminSearchTerms(' Asha ')).toEqual({ text: 'Asha', referencePart: 'ASHA', phonePart: undefined });
  });
});
