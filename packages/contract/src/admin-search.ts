/**
 * How the operator's search box reads what was typed, one rule for the server's query and the
 * web app's hints. A booking is found by its reference, its traveller's name, email or phone:
 *
 * - a reference is compared without dashes or spaces, in upper case, with Crockford's
 *   O → 0 and I, L → 1, against the reference's key "YTCFXKPZB9"; any part of it matches, so
 *   "ytcfxkpzb9", "CFXK-PZB9" and "pzb9" all find YT-CFXK-PZB9;
 * - a phone is compared by its digits only, its last ten, so "+91 98765 43210", "098765 43210"
 *   and "43210" find 9876543210;
 * - a name or an email is a case-insensitive "contains".
 */

import { MIN_PHONE_PART, MIN_REFERENCE_PART } from './admin-search-limits.ts';

const referenceLetters = /^[0-9A-HJKMNP-TV-Z]+$/;

/** A reference in its searchable form, "YT-CFXK-PZB9" → "YTCFXKPZB9" (what the database indexes). */
export function referenceKey(reference: string): string {
  return reference.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * The part of a reference typed text can be, in the key's form, or undefined when it cannot be
 * part of one (too short, or a letter no reference has, such as the "U" of "Sumit").
 */
export function referencePart(typed: string): string | undefined {
  const part = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (part.length < MIN_REFERENCE_PART) return undefined;
  // "YT" leads every key; the code after it uses Crockford's letters only.
  const code = part.startsWith('YT') ? part.slice(2) : part;
  if (code.length > 0 && !referenceLetters.test(code)) return undefined;
  return part.length > 10 ? undefined : part;
}

/** A phone as it is compared: its digits, the last ten (so +91 or a leading 0 does not matter). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * The digits typed text can be part of a phone by, or undefined when it is not a phone: only
 * digits, spaces, dashes, dots, brackets and a leading +, and at least four digits.
 */
export function phonePart(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  // A typed "+91 98765…" or "91 98765…" of a full number: the country code is not stored alike everywhere.
  if (digits.length > 10) digits = digits.slice(-10);
  return digits.length >= MIN_PHONE_PART ? digits : undefined;
}

/** What one search text looks for: the text itself (names, emails), and, when it can be one, a reference part and a phone part. */
export interface AdminSearchTerms {
  text: string;
  referencePart: string | undefined;
  phonePart: string | undefined;
}

/** The terms of a search, or undefined for blank text (no filter). */
export function adminSearchTerms(typed: string | undefined): AdminSearchTerms | undefined {
  const text = typed?.trim() ?? '';
  if (text === '') return undefined;
  return { text, referencePart: referencePart(text), phonePart: phonePart(text) };
}
