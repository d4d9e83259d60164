// What a reader must never see where words belong (an email, a screen's sentence): an ISO date, an
// internal name (a kebab-case slug, a snake_case or American-spelt enum value) or an amount written
// as a bare number. One rule for the server's emails and the web app's sentences, each checked by a test.

export interface CodeFound {
  kind: 'iso date' | 'slug' | 'enum value' | 'bare amount';
  found: string;
  /** The words around it, to find it in the text. */
  context: string;
}

/**
 * Hyphenated English the site writes on purpose: not internal names. A new one is added here with
 * thought, never to silence a real slug.
 */
const englishHyphenations = new Set([
  'check-in',
  'no-show',
  'no-shows',
  'checked-in',
  'cut-off',
  'e-ticket',
  'one-click',
  'follow-up',
  'e-mail',
  'sign-in',
  'sign-up',
  'set-off',
  'pre-paid',
  'non-refundable',
  'co-traveller',
  'so-called',
  'step-by-step',
  'up-to-date',
  'well-known',
  'full-day',
  'half-day',
  'multi-day',
  'day-by-day',
  'year-round',
  'first-aid',
  'long-sleeved',
  'quick-dry',
  'wide-brimmed',
]);

/** Enum values that read as a code because the site spells the word otherwise ("cancelled"). */
const codeSpellings = ['canceled'];

/** Addresses and links are for machines: a token or a path in them is no slip. */
const machineText = /https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\[?(?:\/[\w.-]+)+(?:\?\S*)?\]?/g;

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ').trim();
}

/**
 * Every code in `text` a reader would trip on. `allowed` lists values the text rightly carries as
 * they are (a booking reference, a phone number the traveller gave).
 */
export function codesIn(text: string, allowed: readonly string[] = []): CodeFound[] {
  let readable = text.replace(machineText, ' ');
  for (const value of allowed) readable = readable.split(value).join(' ');
  const found: CodeFound[] = [];
  const add = (kind: CodeFound['kind'], match: RegExpExecArray) => found.push({ kind, found: match[0], context: around(readable, match.index, match[0].length) });

  for (const match of readable.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) add('iso date', match);
  for (const match of readable.matchAll(/\b[a-z]+(?:-[a-z]+)+\b/g)) if (!englishHyphenations.has(match[0])) add('slug', match);
  for (const match of readable.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)) add('enum value', match);
  for (const spelling of codeSpellings) for (const match of readable.matchAll(new RegExp(`\\b${spelling}\\b`, 'gi'))) add('enum value', match);
  // Rupees are written "₹22,500": a rupee sign before four digits in a row lost its grouping, and a
  // number of four or more digits with no sign (not a year, not a time) is an amount or paise left raw.
  for (const match of readable.matchAll(/₹\s?\d{4,}/g)) add('bare amount', match);
  for (const match of readable.matchAll(/(?<![₹\d,.:/\w])\d{4,}(?![\d,:])/g)) {
    const year = /^(19|20)\d{2}$/.test(match[0]);
    if (!year) add('bare amount', match);
  }
  return found;
}

/** Every string inside a value (objects and lists, however deep), with where it was found. */
export function stringsIn(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key));
  return [];
}
