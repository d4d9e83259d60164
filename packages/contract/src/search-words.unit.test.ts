import { describe, expect, it } from 'vitest';
import { aliasesOf } from './search-aliases.ts';
import { readSearchQuery, stemOf, typoAllowance, withinEdits, wordsOf } from './search-words.ts';

describe('reading a search', () => {
  it('keeps words, leaves out stop words and sentence punctuation, marks the last term', () => {
    expect(readSearchQuery('Temples in Kerala, please!')).toEqual({
      terms: [
        { text: 'temples', last: false },
        { text: 'kerala', last: false },
        { text: 'please', last: true },
      ],
      literals: [],
    });
  });

  it('keeps stop words when nothing else is left', () => {
    expect(readSearchQuery('the').terms).toEqual([{ text: 'the', last: true }]);
  });

  it('splits joined words and keeps a place name of several words as one term', () => {
    expect(readSearchQuery('small-group Chhatrapati Sambhajinagar caves').terms.map((term) => term.text)).toEqual([
      'small',
      'group',
      'chhatrapati sambhajinagar',
      'caves',
    ]);
  });

  it('takes pieces with other characters literally', () => {
    expect(readSearchQuery("100% Spiti_Valley r\\F ' or 1=1 --")).toEqual({
      terms: [{ text: 'or', last: true }],
      literals: ['100%', 'spiti_valley', 'r\\f', '1=1', '--'],
    });
  });

  it('reads any script', () => {
    expect(readSearchQuery('काशी विश्वनाथ').terms.map((term) => term.text)).toEqual(['काशी', 'विश्वनाथ']);
    expect(wordsOf('Vārāṇasī, UP')).toEqual(['vārāṇasī', 'up']);
  });
});

describe('typos', () => {
  it('allows none below four letters, one up to seven, two from eight, none in numbers', () => {
    expect([typoAllowance('goa'), typoAllowance('puri'), typoAllowance('udaypur'), typoAllowance('rishikes'), typoAllowance('t1a2b3c4d5')]).toEqual([0, 1, 1, 2, 0]);
  });

  it.each([
    ['jaipr', 'jaipur', 1, true],
    ['udaypur', 'udaipur', 1, true],
    ['rishikes', 'rishikesh', 2, true],
    ['jiapur', 'jaipur', 1, true],
    ['kerela', 'kerala', 1, true],
    ['munar', 'munnar', 1, true],
    ['goa', 'gao', 0, false],
    ['jaipur', 'jodhpur', 2, false],
    ['manali', 'munnar', 1, false],
  ] as const)('%s and %s within %i: %s', (a, b, max, expected) => {
    expect(withinEdits(a, b, max)).toBe(expected);
    expect(withinEdits(b, a, max)).toBe(expected);
  });
});

describe('stems', () => {
  it.each([
    [['trek', 'treks', 'trekking', 'trekker'], 'trek'],
    [['temple', 'temples'], 'templ'],
    [['houseboat', 'houseboats'], 'houseboat'],
    [['cave', 'caves'], 'cav'],
    [['city', 'cities'], 'city'],
    [['pass', 'passes'], 'pass'],
    [['raft', 'rafts', 'rafting'], 'raft'],
    [['dive', 'dives', 'diving'], 'div'],
    [['beach', 'beaches'], 'beach'],
  ])('%j → %s', (words, stem) => {
    for (const word of words) expect(stemOf(word)).toBe(stem);
  });

  it('leaves short words and numbers alone', () => {
    expect([stemOf('goa'), stemOf('leh'), stemOf('1000')]).toEqual(['goa', 'leh', '1000']);
  });
});

describe('place aliases', () => {
  it('names every form of a place, both ways', () => {
    expect(aliasesOf('mysore')).toContain('mysuru');
    expect(aliasesOf('varanasi')).toEqual(expect.arrayContaining(['banaras', 'kashi']));
    expect(aliasesOf('aurangabad')).toContain('chhatrapati sambhajinagar');
    expect(aliasesOf('jaipur')).toEqual([]);
  });
});
