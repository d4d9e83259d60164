// A server instance reduced to its email sender, for the crash test: it takes the due emails and
// sends them to SMTP_SINK_URL, until the test kills it with SIGKILL in the middle of a send.
import { openDatabase } from '../../src/db/client.ts';
import { createJobRunner } from '../../src/jobs/runner.ts';
import { sendEmailJob } from '../../src/modules/emails/send-email.ts';
import { smtpTransport } from '../../src/modules/emails/transport.ts';
import { ticketCodeFor } from '../../src/modules/tickets/public.ts';

const url = process.env.EMAIL_CHILD_DATABASE_URL;
const smtpUrl = process.env.EMAIL_CHILD_SMTP_URL;
if (!url || !smtpUrl) throw new Error('EMAIL_CHILD_DATABASE_URL and EMAIL_CHILD_SMTP_URL are required');

const database = await openDatabase({ kind: 'postgres', url, onIdleError: () => {} });
// Problems go to stderr, which the test shows if the child fails.
const log = { info: () => {}, warn: (details: object, message: string) => console.error(message, details), error: (details: object, message: string) => console.error(message, details) };
const runner = createJobRunner({ db: database.db, log });
runner.register(
  sendEmailJob({
    db: database.db,
    transport: smtpTransport(smtpUrl),
    from: 'Yatrika <trips@yatrika.example>',
    links: { site: 'https://yatrika.example', unsubscribeKey: 'k'.repeat(40), ticketCode: (reference) => ticketCodeFor(database.db, reference) },
    log,
  }),
);
process.stdout.write('sending\n');
await runner.runDueJobs();
