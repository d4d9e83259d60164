import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedEmail {
  /** RCPT TO, as the envelope named them. */
  recipients: string[];
  mail: ParsedMail;
  /** The message as it arrived. */
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages the server accepted (answered 250), in order. */
  received: ReceivedEmail[];
  /** Answer the next `times` messages with `code` (451: try later; 550: refused for good). */
  refuse(code: number, times?: number): void;
  /**
   * Take the next message's data but never answer it, as a server that has not yet taken
   * responsibility for it; if the client goes away meanwhile, the message was never accepted.
   * Resolves when such a message has arrived.
   */
  holdNext(): Promise<void>;
  /** Waits until at least `count` messages were accepted (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Messages accepted for one address. */
  to(address: string): ReceivedEmail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port, for tests: it speaks the protocol to nodemailer like any mail
 * server, parses what it accepts with mailparser, and can refuse or stall on request.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const refusals: number[] = [];
  let hold: (() => void) | undefined;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to trust, and nodemailer sends without STARTTLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal !== undefined) {
          const error = Object.assign(new Error(refusal >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusal });
          return callback(error);
        }
        if (hold) {
          // Never answered: this message is lost with its connection, as on a real server.
          const arrived = hold;
          hold = undefined;
          return arrived();
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((mail) => {
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail, raw });
          for (const wake of waiters) wake();
          callback();
        }, callback);
      });
    },
  });
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(code, times = 1) {
      for (let i = 0; i < times; i++) refusals.push(code);
    },
    holdNext: () => new Promise<void>((resolve) => (hold = resolve)),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} emails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 250));
          waiters.add(wake);
        });
      }
      return received.slice();
    },
    to: (address) => received.filter((email) => email.recipients.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
