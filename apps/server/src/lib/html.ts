/**
 * Writing data into the HTML the server sends (a tour page's <head>): titles, descriptions and
 * itineraries are an operator's input and may hold any character.
 */

/** Text or an attribute's value, in double or single quotes. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * JSON inside a <script> data block (JSON-LD, the first screen's data): `</script>` or `<!--` in a
 * value would end or change the block, so `<`, `>` and `&` are written as \u escapes, which any
 * JSON reader reads back as the same characters (and the two line separators, for old readers).
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
