import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import type { EmailRow } from '../../db/schema/emails.ts';
import { emailLinks, type LinkSettings } from './links.ts';
import { emailTemplates, isEmailKind } from './templates/catalogue.ts';
import type { EmailAttachment, EmailTemplate } from './templates/template.ts';

/** React Email's own text rules, with headings kept as written rather than in capitals. */
const textOptions = {
  wordwrap: 78,
  selectors: [...plainTextSelectors, { selector: 'h1', options: { uppercase: false } }, { selector: 'h2', options: { uppercase: false } }],
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  bulk: boolean;
  /** For List-Unsubscribe (one click, RFC 8058): bulk messages to an account, and newsletter messages. */
  oneClickUnsubscribe: string | undefined;
  unsubscribePage: string | undefined;
}

/** Turns a stored message into what is sent: subject, HTML and text from one template, attachments. */
export async function renderEmail(row: Pick<EmailRow, 'kind' | 'data' | 'userId'>, settings: LinkSettings): Promise<RenderedEmail> {
  if (!isEmailKind(row.kind)) throw new Error(`No email template named ${row.kind}`);
  // The stored data was written for this kind by queueEmail, which the catalogue types.
  const template = emailTemplates[row.kind] as EmailTemplate<unknown>;
  const accountLinks = emailLinks(settings, { bulk: template.bulk, userId: row.userId });
  const list = template.listUnsubscribe?.(row.data);
  const links = list
    ? { ...accountLinks, unsubscribe: accountLinks.to(list.page), oneClickUnsubscribe: accountLinks.to(list.oneClick), unsubscribeNote: list.note }
    : accountLinks;
  const html = await render(template.body(row.data, links));
  return {
    subject: template.subject(row.data),
    html,
    // Links stay readable in the text part: "Open your ticket [https://…]".
    text: toPlainText(html, textOptions),
    attachments: (await template.attachments?.(row.data, links)) ?? [],
    bulk: template.bulk,
    oneClickUnsubscribe: links.oneClickUnsubscribe,
    unsubscribePage: links.unsubscribe,
  };
}
