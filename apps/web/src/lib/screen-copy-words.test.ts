import { codesIn, stringsIn } from '@yatrika/contract/words-not-codes';
import { describe, expect, it } from 'vitest';

// The site's sentences live in the contract's `*-messages.ts` (shared with the server's answers),
// its words for states and kinds in `*-words.ts` and `*-names.ts`, and each screen's fixed texts in
// the web app's `*-copy.ts`, `*-data.ts` and `*-words.ts`. Every string among them is read for
// what a reader must never see: an ISO date, an internal name, an amount as a bare number.
const contract = import.meta.glob(['../../../../packages/contract/src/*-messages.ts', '../../../../packages/contract/src/*-words.ts', '../../../../packages/contract/src/*-names.ts', '../../../../packages/contract/src/email-kinds.ts', '../../../../packages/contract/src/tour-categories.ts'], { eager: true });
const web = import.meta.glob(['../features/**/*-copy.ts', '../features/**/*-data.ts', '../**/*-words.ts'], { eager: true });

/**
 * What is written for machines on purpose, each with its reason: lists of the API's own values, a
 * reseller standard's fixed sentences, and refusals that name the API's fields to the developer who
 * sent them (a browser never sends those wrong).
 */
const forMachines = [
  /^tour-categories\.ts tourCategories\b/, // the API's category values; tourCategoryLabels are the words
  /^ticket-messages\.ts paymentStates\b/, // the API's payment states; the ticket shows their words
  /^tour-discovery-names\.ts tourSorts\b/, // the API's sort values; the sort menu shows their words
  /^tour-discovery-names\.ts discoveryMessages\.sort\b/, // a 400 naming the `sort` parameter's values
  /^payment-messages\.ts paymentMessages\.confirmationFieldsRequired\b/, // a 400 naming the provider's fields
  /^octo-messages\.ts /, // the OCTO standard's own error sentences, for resellers' systems
  /^features\/catalogue\/category-copy\.ts categoryCopy\.\w+\.\w*[Aa]pi\b/, // each category's API address
];

function catalogue(modules: Record<string, unknown>) {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module as Record<string, unknown>).flatMap(([name, value]) => stringsIn(value, `${file.replace(/^.*\/src\//, '').replace(/^\.\.\//, '')} ${name}`)),
  ).filter(({ path }) => !forMachines.some((rule) => rule.test(path)));
}

describe("the site's copy reads in words", () => {
  it('reads a catalogue of sentences at all (the files are where the copy lives)', () => {
    expect(Object.keys(contract).length).toBeGreaterThan(20);
    expect(Object.keys(web).length).toBeGreaterThan(5);
  });

  it.each([
    ['contract', contract],
    ['web', web],
  ])("the %s's sentences have no ISO date, internal name or bare amount", (_, modules) => {
    const found = catalogue(modules).flatMap(({ path, text }) => codesIn(text).map((code) => `${path}: ${code.kind} "${code.found}" in "${code.context}"`));
    expect(found).toEqual([]);
  });
});
