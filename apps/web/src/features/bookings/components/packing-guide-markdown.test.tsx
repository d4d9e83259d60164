import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackingGuideMarkdown } from './packing-guide-markdown.tsx';
import { packingGuideUrl } from './packing-guide-url.ts';

describe('packing guide links', () => {
  it.each(['http://a.in', 'https://a.in/x?y=1', 'irc://irc.example', 'ircs://irc.example', 'mailto:help@yatrika.in', 'xmpp:help@yatrika.in', 'HTTPS://A.IN', '/relative/path', '#weather'])(
    'keeps %s',
    (url) => expect(packingGuideUrl(url)).toBe(url),
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox', 'file:///etc/passwd', 'ftp://a.in'])('drops %s', (url) => {
    expect(packingGuideUrl(url)).toBe('');
  });

  it('renders allowed links as links and others without a target', () => {
    render(<PackingGuideMarkdown markdown={'[Weather](https://weather.example) and [click](javascript:alert(1)) and [mail](mailto:help@yatrika.in)'} />);
    expect(screen.getByRole('link', { name: 'Weather' })).toHaveAttribute('href', 'https://weather.example');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:help@yatrika.in');
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    expect(screen.getByText('click').closest('a')).toBeNull();
  });
});

describe('packing guide markdown', () => {
  it('renders headings, lists and checklists', () => {
    render(<PackingGuideMarkdown markdown={'# Guide\n\n## Documents\n\n- [ ] Passport\n- [x] Tickets\n- Sunscreen\n\n<script>alert(1)</script>'} />);
    expect(screen.getByRole('heading', { name: 'Guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Passport' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tickets' })).toBeChecked();
    expect(screen.getByText('Sunscreen').tagName).toBe('LI');
    expect(document.querySelector('script')).toBeNull();
  });
});
