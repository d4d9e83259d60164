import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ensureSecret } from '../../db/settings.ts';
import { ticketCodeFor } from '../tickets/public.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import adminEmailRoutes from './admin-routes.ts';
import type { LinkSettings } from './links.ts';
import { sendEmailJob } from './send-email.ts';
import { SEND_EMAIL_JOB } from './send-job-name.ts';
import { smtpTransport, type MailTransport } from './transport.ts';
import unsubscribeRoutes from './unsubscribe-routes.ts';

export interface EmailOptions {
  db: Database;
  jobs: JobRunner;
  mail: Config['mail'];
  publicUrl: string;
  /** Stops a traveller's reminders: auth's, which owns the users table and imports emails (app.ts hands it in). */
  stopReminders: (db: Database, userId: string) => Promise<void>;
  /** A mail server other than SMTP_URL's (tests); by default SMTP_URL's, or none. */
  transport?: MailTransport;
}

/** Kept in the database so every instance signs unsubscribe links alike. */
const UNSUBSCRIBE_KEY = 'email-unsubscribe-key';

/**
 * Email: the send job (each message queued by a change, sent through SMTP_URL, or kept for the
 * administrator when there is none), the administrator's outbox and unsubscribing.
 */
export default async function emailRoutes(app: FastifyInstance, options: EmailOptions) {
  const { db, jobs, mail, publicUrl } = options;
  const transport = options.transport ?? (mail.smtpUrl ? smtpTransport(mail.smtpUrl) : undefined);
  if (transport) app.addHook('onClose', async () => transport.close());

  // Read (or made) once at boot, like the other generated secrets: no request writes it as a side effect.
  const unsubscribeKey = await ensureSecret(db, UNSUBSCRIBE_KEY);
  const links: LinkSettings = {
    site: publicUrl,
    unsubscribeKey,
    // The instance's own database handle: its key is read once, not per message.
    ticketCode: (reference) => ticketCodeFor(db, reference),
  };

  jobs.register(sendEmailJob({ db, transport, from: mail.from, operatorEmail: mail.operatorEmail, links, log: app.log.child({ job: SEND_EMAIL_JOB }) }));
  await app.register(adminEmailRoutes, { db, links });
  await app.register(unsubscribeRoutes, { key: unsubscribeKey, stopReminders: (userId) => options.stopReminders(db, userId) });
}
