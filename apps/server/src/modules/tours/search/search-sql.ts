import type { ReadQuery } from '@yatrika/contract/search-words';
import { and, or, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../../lib/like-pattern.ts';
import { expandTerm, type ExpandedTerm, type Lexicon } from './lexicon.ts';

/** Where a word stands in a tour, as the document weighs it (migration 0027): best first. */
const fields = [
  { weight: 'A', name: 'title' },
  { weight: 'B', name: 'place' },
  { weight: 'C', name: 'category or highlights' },
  { weight: 'D', name: 'description' },
] as const;
const kinds = ['exact', 'prefix', 'typos'] as const;
type Kind = (typeof kinds)[number];

/** A word quoted for to_tsquery; words hold only letters and digits, the escape is for safety alone. */
const quoted = (word: string) => `'${word.replace(/[\\']/g, '\\$&')}'`;

/** One kind of a term's readings as tsquery text, limited to `weights` ("" for anywhere). */
function readingsQuery(term: ExpandedTerm, kind: Kind, weights: string): string | undefined {
  if (kind === 'prefix') return term.prefix === undefined ? undefined : `${quoted(term.prefix)}:*${weights}`;
  const phrases = term[kind];
  if (phrases.length === 0) return undefined;
  const suffix = weights === '' ? '' : `:${weights}`;
  return `(${phrases.map((phrase) => phrase.split(' ').map((word) => `${quoted(word)}${suffix}`).join(' <-> ')).join(' | ')})`;
}

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

export interface SearchSql {
  /** Tours whose document holds every term in some reading; undefined when the query has no words. */
  match: SQL | undefined;
  /**
   * How well a tour matches, summed over the terms: each counts by where its best reading stands
   * (title, place, category or highlights, description) and then how close it is (the word or a
   * name of it, the start of a word, a typo). 12 for the word itself in the title, down to 1 for
   * a typo in the description; 0 for a tour only the literal "contains" finds.
   */
  score: SQL;
  /** Pieces to find as written, in the title or the place. */
  literals: SQL | undefined;
}

export function searchSql(read: ReadQuery, lexicon: Lexicon, document: AnyPgColumn, columns: { title: AnyPgColumn; location: AnyPgColumn }): SearchSql {
  const terms = read.terms.map((term) => expandTerm(lexicon, term));
  const literals = and(...read.literals.map((literal) => or(ilike(columns.title, containsPattern(literal)), ilike(columns.location, containsPattern(literal)))));
  if (terms.length === 0) return { match: undefined, score: sql`0`, literals };

  const anywhere = terms.map((term) => `(${kinds.map((kind) => readingsQuery(term, kind, '')).filter(Boolean).join(' | ')})`).join(' & ');
  const scores = terms.map((term) => {
    const cases: SQL[] = [];
    fields.forEach((field, fieldIndex) => {
      kinds.forEach((kind, kindIndex) => {
        const text = readingsQuery(term, kind, field.weight);
        if (text === undefined) return;
        const points = (fields.length - 1 - fieldIndex) * kinds.length + (kinds.length - kindIndex);
        cases.push(sql`when ${document} @@ ${tsquery(text)} then ${sql.raw(String(points))}`);
      });
    });
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  return { match: sql`${document} @@ ${tsquery(anywhere)}`, score: sql.join(scores, sql` + `), literals };
}
