/** The job that renders one stored email and hands it to the mail server (send-email.ts). */
export const SEND_EMAIL_JOB = 'send-email';

/** Tries before a message is given up as failed: with the send job's backoff, about six hours. */
export const EMAIL_SEND_ATTEMPTS = 12;
