/** The only link schemes a packing guide may use (spec §9). */
const allowedSchemes = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/**
 * react-markdown's `urlTransform` for the guide: a link with any other scheme
 * (`javascript:`, `data:`, `vbscript:`…) becomes empty. A colon after `/`, `?` or `#`
 * is not a scheme, so relative links stay.
 */
export function packingGuideUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const firstOther = url.search(/[/?#]/);
  if (firstOther !== -1 && firstOther < colon) return url;
  return allowedSchemes.has(url.slice(0, colon).toLowerCase()) ? url : '';
}
