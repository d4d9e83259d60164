import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html.ts';

describe('writing data into HTML', () => {
  it('escapes every character that could end a text or an attribute', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;');
  });

  it('keeps JSON readable as the same value while nothing in it can close its script block', () => {
    const value = { title: '</script><script>alert(1)</script> <!-- & \u2028' };
    const written = jsonForScript(value);
    expect(written).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
