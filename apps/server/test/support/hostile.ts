import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * Generators of hostile input for the property tests (hostile-input.test.ts): the strings,
 * numbers, JSON documents, addresses and tokens a careless or malicious client may send.
 */

/**
 * How many generated requests each property sends. `npm test` (and so CI) runs the small size: 20 per
 * operation and 60 tokens, enough to reach every operation with every kind of input a few times.
 * `npm run test:properties` sets PROPERTY_RUNS=full: 125 per operation and 500 tokens.
 */
export const propertySizes = {
  small: { operation: 20, token: 60 },
  full: { operation: 125, token: 500 },
} as const;

export function propertyRuns(property: 'operation' | 'token'): number {
  const size = process.env.PROPERTY_RUNS ?? 'small';
  if (size !== 'small' && size !== 'full') throw new Error(`PROPERTY_RUNS is "${size}": use "small" (the default) or "full".`);
  return propertySizes[size][property];
}

const badPercent = ['%', '%z', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '%00', '%25%', '%%', '%E2%82'];

/** Strings that broke servers before: control characters, SQL, prototype keys, odd numbers. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n\r\n',
  '\u001b[31m',
  '\u202eevil',
  '\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  "' or '1'='1",
  "'; drop table users; --",
  '$1',
  '\\',
  '"',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2099-02-30',
  '0000-00-00',
  '+275760-09-13',
  ...badPercent,
];

export const prototypeKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty');

/** Any string, weighted towards the nasty ones; sometimes very long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), maxLength: 20 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', 'é', '😀', '\u0000', 'a '), fc.integer({ min: 256, max: 40_000 })).map(([unit, n]) => unit.repeat(n)) },
);

/** JSON number literals, as text, including ones JavaScript cannot hold exactly. */
const numberLiteral: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('1e999', '-1e999', '-0', '1e-400', '123456789012345678901234567890', '9007199254740993', '-9007199254740993', '2147483648', '-2147483649', '0.5', '-1'),
);

/** A JSON document of any shape, as text (so keys like __proto__ are really sent). */
export const jsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString.map((s) => JSON.stringify(s)),
    numberLiteral,
    fc.constantFrom('true', 'false', 'null'),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(fc.oneof(prototypeKeys, hostileString), tie('value')), { maxLength: 4 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
})).value;

/** Nesting thousands deep. */
export const deepJson = fc
  .tuple(fc.integer({ min: 64, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** Plausible values, so some requests get past validation into the services. */
export function plausibleValues(known: string[]): fc.Arbitrary<string> {
  return fc.constantFrom(
    ...known,
    randomUUID(),
    'adventure',
    'religious',
    '2099-01-01',
    new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    '1',
    '2',
    '10',
    'asha@example.in',
    'correct-horse-42',
    'Asha',
    '9876543210',
    'Female',
    'confirmed',
    'cancelled',
    'paid',
    'true',
  );
}

/** A JSON body: mostly the documented properties with plausible or hostile values, sometimes anything at all. */
export function jsonBody(properties: string[], known: string[]): fc.Arbitrary<string> {
  const plausible = plausibleValues(known);
  const propertyValue = fc.oneof(
    { weight: 3, arbitrary: plausible.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: plausible.filter((value) => /^-?\d+$/.test(value)) },
    { weight: 3, arbitrary: jsonValue },
    { weight: 1, arbitrary: deepJson },
  );
  const documented = fc.record(Object.fromEntries(properties.map((name) => [name, fc.option(propertyValue, { freq: 5 })])));
  const extra = fc.array(fc.tuple(fc.oneof(prototypeKeys, hostileString), propertyValue), { maxLength: 2 });
  const object = fc.tuple(documented, extra).map(([fields, more]) => {
    const entries = [...Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null), ...more];
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
  });
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: jsonValue },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":}', '\u0000', 'null', '[]', '"x"', '{"a":1,"a":2}', '\uFEFF{}') },
  );
}

/** Each byte as a URL carries it: itself when unreserved, %XX otherwise. */
const encodedBytes = Array.from({ length: 256 }, (_, byte) =>
  /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
);

/**
 * Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD), by looking each
 * byte up: the generated strings run to 160 kB, and a test and a new string per byte made this
 * about a tenth of the hostile-input file's time.
 */
export const percentEncode = (value: string) => {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) encoded += encodedBytes[byte];
  return encoded;
};

/** One segment or query value as sent on the wire: encoded, or deliberately badly encoded. */
export function addressPart(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValues(known).map(percentEncode) },
    { weight: 4, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...badPercent, '..', '.', '%2e%2e', '%2F', 'a%2Fb') },
  );
}

export function queryString(parameters: string[], known: string[]): fc.Arbitrary<string> {
  const part = addressPart(known);
  const documented = fc.array(fc.tuple(parameters.length ? fc.constantFrom(...parameters) : part, part), { maxLength: Math.max(parameters.length + 1, 2) });
  const extra = fc.array(fc.tuple(fc.oneof(prototypeKeys, part), part), { maxLength: 2 });
  return fc.tuple(documented, extra).map(([pairs, more]) => {
    const all = [...pairs, ...more];
    return all.length ? `?${all.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
  });
}

/** A multipart form with the given fields set to plausible or hostile values, and sometimes a file of any bytes. */
export function multipartForm(fields: string[], known: string[], picture: Buffer): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const value = fc.oneof(plausibleValues(known), hostileString);
  const file = fc.option(
    fc.record({
      field: fc.constantFrom('image', 'image', 'picture', '__proto__'),
      filename: fc.oneof(fc.constant('tour.png'), hostileString.map((s) => s.replace(/["\r\n]/g, '').slice(0, 300))),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream'),
      data: fc.oneof(fc.constant(picture), fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)), fc.constant(picture.subarray(0, 40))),
    }),
  );
  return fc
    .tuple(fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields), prototypeKeys), value), { maxLength: fields.length + 2 }), file, fc.boolean())
    .map(([pairs, upload, brokenEnd]) => {
      const boundary = `----yatrika${randomUUID()}`;
      const chunks: Buffer[] = [];
      for (const [name, text] of pairs) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
      if (upload) {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\nContent-Type: ${upload.contentType}\r\n\r\n`),
          upload.data,
          Buffer.from('\r\n'),
        );
      }
      if (!brokenEnd) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
    });
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JSON Web Token with any header and claims, signed with HMAC-SHA256 under `key` (or unsigned). */
export function handMadeToken(claims: Record<string, unknown>, key: string | undefined, header: Record<string, unknown> = { alg: key ? 'HS256' : 'none', typ: 'JWT' }): string {
  const body = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return key ? `${body}.${createHmac('sha256', key).update(body).digest('base64url')}` : `${body}.`;
}

/** `sub` values no account has: wrong types, SQL, very long. */
export const oddSubject: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, ['00000000-0000-4000-8000-000000000000'], { $ne: null }, "' or 1=1 --", '', '0', 'x'.repeat(20_000)),
  fc.uuid(),
  hostileString,
  fc.array(fc.uuid(), { maxLength: 3 }),
);
