/** The encodings Yatrika sends, best first: brotli is smaller, gzip is understood everywhere. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding an Accept-Encoding header allows, or undefined for the plain bytes.
 * "br;q=0" refuses brotli; a "*" accepts either. Preference is ours (br first), not the
 * client's q-values: every browser that sends both is as happy with either.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: ContentEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}
