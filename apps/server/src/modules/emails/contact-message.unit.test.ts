import { expect, it } from 'vitest';
import { renderEmail } from './render.ts';

it("renders a Contact page message for the operator with the sender's name, address and words, line breaks kept", async () => {
  const rendered = await renderEmail(
    { kind: 'contact-message', userId: null, data: { name: 'Kiran <Rao>', email: 'kiran@example.com', message: 'Do you run Spiti in October?\nWe are four.' } },
    { site: 'https://yatrika.example', unsubscribeKey: 'unused', ticketCode: async () => '' },
  );
  expect(rendered.subject).toBe('Message from Kiran <Rao> (Contact page)');
  expect(rendered.bulk).toBe(false);
  expect(rendered.text).toContain('Do you run Spiti in October?\nWe are four.');
  expect(rendered.text).toContain('kiran@example.com');
  // The sender's words are text, never markup.
  expect(rendered.html).toContain('Kiran &lt;Rao&gt;');
  expect(rendered.html).not.toContain('<Rao>');
});
