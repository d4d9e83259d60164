/**
 * What a chat app or a social site reads from a link before showing it: the page's HTML as the
 * server sends it (no script runs) and the picture its og:image names.
 */

/** The content of the page's <meta property|name="key">, decoded as a preview reader decodes it. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)].map(([text]) => text).find((text) => text.includes(`property="${key}"`) || text.includes(`name="${key}"`));
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
  return content?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/**
 * A JPEG's width and height from its frame header (SOFn), as an image reader finds them: markers
 * are walked from the start, each segment skipped by its length, until a start-of-frame.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!, width: (bytes[offset + 7]! << 8) | bytes[offset + 8]! };
    }
    offset += 2 + length;
  }
  return undefined;
}
