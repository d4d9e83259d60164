import { describe, expect, it } from 'vitest';
import { withInertLinks } from './inert-links.ts';

describe("the preview's inert links", () => {
  it('puts the base first inside the head, so the doctype still leads', () => {
    expect(withInertLinks('<!DOCTYPE html><html><HEAD data-x="1"><title>Hi</title></head><body></body></html>')).toBe(
      '<!DOCTYPE html><html><HEAD data-x="1"><base target="_blank"><title>Hi</title></head><body></body></html>',
    );
  });

  it('does not take a <header> for the head', () => {
    expect(withInertLinks('<header>Hi</header>')).toBe('<base target="_blank"><header>Hi</header>');
  });

  it('puts it first when there is no head', () => {
    expect(withInertLinks('<p>Hi</p>')).toBe('<base target="_blank"><p>Hi</p>');
  });
});
