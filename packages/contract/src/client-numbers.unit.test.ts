import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { readWholeNumberText, wholeNumberFromClient } from './client-numbers.ts';

describe('readWholeNumberText', () => {
  it.each([
    ['2', 2],
    ['0', 0],
    ['-3', -3],
    ['007', 7],
    ['699800', 699_800],
  ])('reads %j as %d', (text, number) => {
    expect(readWholeNumberText(text)).toBe(number);
  });

  it.each(['2.5', 'abc', '', ' 2', '2 ', '+2', '0x10', '1e1', '1_000', '١٢', '-', '2\n'])('leaves %j as it is', (text) => {
    expect(readWholeNumberText(text)).toBe(text);
  });

  it.each([2, 2.5, null, undefined, true, [2], { n: 2 }])('leaves %j, which is not text, as it is', (value) => {
    expect(readWholeNumberText(value)).toBe(value);
  });
});

describe('wholeNumberFromClient', () => {
  const people = wholeNumberFromClient(
    z.number({ error: (issue) => (issue.input === undefined ? 'Required.' : 'Must be 1 to 9.') }).int('Must be 1 to 9.').min(1, 'Must be 1 to 9.').max(9, 'Must be 1 to 9.'),
  );
  const messageOf = (value: unknown) => people.safeParse(value).error?.issues[0]?.message;

  it('gives a number for a number or whole-number text', () => {
    expect(people.parse(3)).toBe(3);
    expect(people.parse('3')).toBe(3);
  });

  it("keeps the number schema's own messages for everything else", () => {
    expect(messageOf(undefined)).toBe('Required.');
    for (const value of ['2.5', 'abc', '', ' 2', '0', '10', 2.5, true]) expect(messageOf(value), String(value)).toBe('Must be 1 to 9.');
  });

  it('is documented as the number it becomes', () => {
    expect(z.toJSONSchema(z.object({ people }), { io: 'input' }).properties).toEqual({ people: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 9 }) });
  });
});
