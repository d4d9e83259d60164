import type { EmailStatus } from '@yatrika/contract/emails';

/** The kinds of message the server sends, in words; any other shows its own name (a kind added since). */
const kindNames: Record<string, string> = {
  'booking-paid': 'Booking confirmation',
  'operator-new-booking': 'New booking (operator)',
  'booking-accepted': 'Accepted by the operator',
  'booking-cancelled': 'Cancellation',
  'booking-moved': 'Moved to a new date',
  'booking-party-changed': 'Party changed',
  'refund-processed': 'Refund processed',
  'trip-reminder': 'Trip reminder',
  'review-request': 'Review request',
  'account-created': 'Welcome',
  'password-reset': 'Password reset',
  'email-change': 'Confirm new email',
};

export function emailKindName(kind: string): string {
  return kindNames[kind] ?? kind;
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
