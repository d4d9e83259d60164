/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, with the user's own
 * %, _ and \ taken literally (Postgres' default escape character is \).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
