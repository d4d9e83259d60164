import { adminSearchTerms } from '@yatrika/contract/admin-search';

/**
 * What an operator's search looks for, read by the same rule as the server
 * (`@yatrika/contract/admin-search`): "Looking for references with CFXKPZB9, and names and emails
 * with “cfxk-pzb9”." So a typed reference that cannot be one (a U, too short) says so by its absence.
 */
export function SearchReading({ text }: { text: string }) {
  const terms = adminSearchTerms(text);
  if (!terms) return null;
  const parts = [
    terms.referencePart && `references with ${terms.referencePart}`,
    terms.phonePart && `phones with ${terms.phonePart}`,
    `names and emails with “${terms.text}”`,
  ].filter(Boolean);
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return <p className="text-sm text-stone-600">Looking for {listed}.</p>;
}
