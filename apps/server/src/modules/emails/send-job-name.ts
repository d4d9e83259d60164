/** The job that renders one stored email and hands it to the mail server (send-email.ts). */
export const SEND_EMAIL_JOB = 'send-email';
