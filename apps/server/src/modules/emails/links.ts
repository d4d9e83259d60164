import type { EmailLinks } from './templates/template.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface LinkSettings {
  /** PUBLIC_URL, without a trailing slash. */
  site: string;
  /** The key unsubscribe links are signed with (kept in the database). */
  unsubscribeKey: string;
  /** The signed QR text of the ticket with this booking reference (tickets/public.ts). */
  ticketCode(reference: string): Promise<string>;
}

/** The web app's page that confirms an unsubscribe (the one-click POST goes to the API). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
export const UNSUBSCRIBE_API = '/api/emails/unsubscribe';

/** Addresses for one message; bulk messages to an account get its unsubscribe links. */
export function emailLinks(settings: LinkSettings, options: { bulk: boolean; userId: string | null }): EmailLinks & { oneClickUnsubscribe: string | undefined } {
  const to = (path: string) => `${settings.site}${path.startsWith('/') ? path : `/${path}`}`;
  const token = options.bulk && options.userId ? encodeURIComponent(unsubscribeToken(settings.unsubscribeKey, options.userId)) : undefined;
  return {
    site: settings.site,
    to,
    ticketCode: settings.ticketCode,
    unsubscribe: token ? to(`${UNSUBSCRIBE_PAGE}?token=${token}`) : undefined,
    oneClickUnsubscribe: token ? to(`${UNSUBSCRIBE_API}?token=${token}`) : undefined,
  };
}
