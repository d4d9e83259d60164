import nodemailer from 'nodemailer';
import type { EmailAttachment } from './templates/template.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same on every try of one message, so the receiving side can drop a duplicate. */
  messageId: string;
  attachments: EmailAttachment[];
  headers: Record<string, string>;
}

/** The mail server, as the send job sees it. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP (`smtp://user:pass@host:587` upgrades with STARTTLS; `smtps://` is TLS from the start). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
        headers: email.headers,
        attachments: email.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content, encoding: file.encoding, cid: file.cid })),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Whether the mail server refused for good: a 5xx answer (no such mailbox, message rejected).
 * Anything else (a 4xx "try later", a connection refused or cut, a timeout) is worth trying again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
