/**
 * The message's HTML for the preview frame, its links made inert: a `<base target="_blank">`
 * sends every click to a new window, which the frame's sandbox (no `allow-popups`) refuses, so a
 * click neither opens the site nor replaces the preview. The base goes inside `<head>`: put before
 * the doctype it would throw the page into quirks mode and change how the message looks.
 */
export function withInertLinks(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return base + html;
}
