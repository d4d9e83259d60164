import type { FastifyRequest } from 'fastify';
import { safeError } from '../../../lib/log-safety.ts';
import type { Lexicon } from './lexicon.ts';

/** Where the keeper gets its lexicons: a whole one (slow at scale), and the words added since one. */
export interface LexiconSource {
  /** Reads every word and builds the indexes (loadLexicon: in slices). */
  build(): Promise<Lexicon>;
  /** The lexicon with the words added since it was read, or undefined when they are too many to try one by one. */
  addRecent(lexicon: Lexicon): Promise<Lexicon | undefined>;
}

/** The lexicon in hand: when its indexes were built, and the last change it has caught up with. */
interface Current {
  lexicon: Lexicon;
  builtAt: number;
  generation: number;
}

/** Told when a build behind the scenes fails: the lexicon in hand is kept and a later search tries again. */
export type OnBuildError = (error: unknown) => void;

/**
 * The search's lexicon for this instance (decision 052). Searches never wait for a rebuild:
 *
 * - after a change to the catalogue the next search reads the words added since (one small
 *   query, shared by every search until the next change) and is answered with the lexicon plus
 *   those words, so a new tour's words are found, typos and all, by the search right after it;
 * - when the added words are too many to try one by one (an import), or the lexicon is
 *   `maxAgeMs` old, a new one is built behind the scenes, and searches go on with the one in hand
 *   until it is ready (it only widens a term to stems and typos: the database matches the term
 *   itself whatever the lexicon holds).
 *
 * Only the first search of an instance waits, for the first build (in slices too).
 */
export class LexiconKeeper {
  private current: Current | undefined;
  private building: Promise<Current> | undefined;
  private catchingUp: { generation: number; promise: Promise<Lexicon> } | undefined;
  /** Bumped by every change to the catalogue. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: { maxAgeMs: number; now?: () => number }) {
    this.now = options.now ?? Date.now;
  }

  /** The lexicon to answer a search with now. */
  async get(source: LexiconSource, onError: OnBuildError): Promise<Lexicon> {
    const current = this.current ?? (await this.rebuild(source));
    if (this.now() - current.builtAt >= this.options.maxAgeMs) this.rebuildBehind(source, onError);
    if (current.generation === this.generation) return current.lexicon;
    return this.catchUp(source, onError, current);
  }

  /** The catalogue changed: the next search reads the words it added. */
  changed(): void {
    this.generation++;
  }

  /** Whether a full build is under way. */
  get rebuilding(): boolean {
    return this.building !== undefined;
  }

  private catchUp(source: LexiconSource, onError: OnBuildError, current: Current): Promise<Lexicon> {
    const generation = this.generation;
    if (this.catchingUp?.generation === generation) return this.catchingUp.promise;
    const promise = source
      .addRecent(current.lexicon)
      .then((caughtUp) => {
        if (caughtUp === undefined) {
          // Too many new words: a whole new lexicon, built behind the scenes; this one meanwhile.
          this.rebuildBehind(source, onError);
          return current.lexicon;
        }
        // Kept only if no new build replaced the lexicon in the meantime.
        if (this.current === current) this.current = { ...current, lexicon: caughtUp, generation };
        return caughtUp;
      })
      .finally(() => {
        if (this.catchingUp?.promise === promise) this.catchingUp = undefined;
      });
    this.catchingUp = { generation, promise };
    return promise;
  }

  private rebuildBehind(source: LexiconSource, onError: OnBuildError): void {
    // Not awaited: the search goes on with the lexicon in hand, and a failure is only reported.
    this.rebuild(source).catch(onError);
  }

  /** One build at a time. A change during a build is caught up with by the next search, as any change. */
  private rebuild(source: LexiconSource): Promise<Current> {
    if (!this.building) {
      const generation = this.generation;
      const builtAt = this.now();
      this.building = source
        .build()
        .then((lexicon) => (this.current = { lexicon, builtAt, generation }))
        .finally(() => {
          this.building = undefined;
        });
    }
    return this.building;
  }
}

/** Reports a failed rebuild in the log of the request that started it. */
export const lexiconBuildFailed =
  (request: FastifyRequest): OnBuildError =>
  (error) =>
    request.log.error({ err: safeError(error) }, 'search: the lexicon could not be rebuilt; searches go on with the one in hand');
