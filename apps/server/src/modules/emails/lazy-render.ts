import type { EmailRow } from '../../db/schema/emails.ts';
import type { LinkSettings } from './links.ts';
import type { RenderedEmail } from './render.ts';

/**
 * The templates and React Email load on the first message, not at boot: a server that never
 * sends one (or not yet) starts as fast as before.
 */
export async function renderEmailLazily(row: Pick<EmailRow, 'kind' | 'data' | 'userId'>, settings: LinkSettings): Promise<RenderedEmail> {
  const { renderEmail } = await import('./render.ts');
  return renderEmail(row, settings);
}
