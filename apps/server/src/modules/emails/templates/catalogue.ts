import { accountCreated } from './account-created.tsx';
import { emailChange } from './email-change.tsx';
import { passwordReset } from './password-reset.tsx';
import type { EmailTemplate } from './template.ts';

/**
 * Every kind of email Yatrika sends, by the name stored in `emails.kind`. A new kind is one file
 * in this folder and one line here.
 */
export const emailTemplates = {
  'account-created': accountCreated,
  'password-reset': passwordReset,
  'email-change': emailChange,
} satisfies Record<string, EmailTemplate<never>>;

export type EmailKind = keyof typeof emailTemplates;

/** What a kind's template needs, as the causing change stores it. */
export type EmailDataOf<Kind extends EmailKind> = Parameters<(typeof emailTemplates)[Kind]['subject']>[0];

export const isEmailKind = (kind: string): kind is EmailKind => Object.hasOwn(emailTemplates, kind);
