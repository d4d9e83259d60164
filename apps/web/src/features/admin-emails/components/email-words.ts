import { emailKindNames, type EmailKind } from '@yatrika/contract/email-kinds';
import type { EmailStatus } from '@yatrika/contract/emails';

/** The kinds of message the server sends, in words (the contract's list); a kind added since shows its own name. */
export function emailKindName(kind: string): string {
  return Object.hasOwn(emailKindNames, kind) ? emailKindNames[kind as EmailKind] : kind;
}

/** The statuses in words, for the badge and the screen's filter. */
export const emailStatusLabels: Record<EmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  kept: 'Kept (no mail server)',
  skipped: 'Skipped',
  failed: 'Failed',
};

/** "Not tried yet", "1 attempt", "3 attempts". */
export function attemptsLine(attempts: number): string {
  if (attempts === 0) return 'Not tried yet';
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

/** An attachment's size as a person reads it: "512 bytes", "1.4 KB", "2.1 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes.toLocaleString('en-IN', { maximumFractionDigits: 1 })} KB`;
  return `${(kilobytes / 1024).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;
}
