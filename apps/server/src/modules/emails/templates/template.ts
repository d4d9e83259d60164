import type { ReactElement } from 'react';

/** Addresses a template may link to; all absolute, built from PUBLIC_URL. */
export interface EmailLinks {
  /** The site's address, without a trailing slash. */
  site: string;
  /** An absolute address for a path of the web app (`/login/userdashboard/mybookings`). */
  to(path: string): string;
  /** One-click unsubscribe from reminders and review requests (bulk messages), or from the newsletter (its messages). */
  unsubscribe: string | undefined;
  /** Why this address gets the message, beside the unsubscribe link; the reminders' sentence when not given. */
  unsubscribeNote?: string | undefined;
  /**
   * The signed QR text of a booking's ticket, made when the message is rendered (not stored with
   * it): the booking's transaction does no signing, and the code never sits in the outbox.
   */
  ticketCode(reference: string): Promise<string>;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Text as it is, or bytes in base64 (`encoding: 'base64'`). */
  content: string;
  encoding?: 'base64';
  /** Shown in the message itself (`<img src="cid:…">`) rather than as a file beside it. */
  cid?: string;
}

/**
 * One kind of email. `data` is what the causing change stored with the message (the facts as they
 * were then); the template turns it into a subject, a body (HTML and plain text come from this one
 * React element) and any attachments. Values are escaped by React like any text on a page.
 */
export interface EmailTemplate<Data> {
  /**
   * Reminders and review requests: carry List-Unsubscribe and are not sent to a traveller who
   * unsubscribed. Transactional messages (receipts, resets) are always sent and carry none.
   */
  bulk: boolean;
  subject(data: Data): string;
  body(data: Data, links: EmailLinks): ReactElement;
  attachments?(data: Data, links: EmailLinks): EmailAttachment[] | Promise<EmailAttachment[]>;
  /**
   * A list of its own that the message unsubscribes from (the newsletter, whose readers may have no
   * account): paths of the web app's page and of the one-click address, and why the reader gets it.
   * Its link replaces the account's reminders link in the footer and in List-Unsubscribe.
   */
  listUnsubscribe?(data: Data): { page: string; oneClick: string; note: string };
}

/** A typed template; the catalogue (templates/catalogue.ts) names each by its kind. */
export const defineEmailTemplate = <Data>(template: EmailTemplate<Data>): EmailTemplate<Data> => template;
