import { useId, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import type HeroSuggestions from './hero-suggestions.tsx';

const inputClass =
  'block w-full min-w-0 flex-1 rounded-xl border border-white/40 bg-white px-4 py-3 text-stone-900 placeholder:text-stone-500 focus:ring-2 focus:ring-marigold-300 focus:outline-none';
const placeholder = 'Search tours: Jaipur, Kerala, trek…';

/**
 * A visitor's search from the landing page: it opens Destinations with the search in its address
 * (`?q=`), where the results come first; a suggestion leads straight to its list or tour.
 *
 * The suggestions (the combobox's code and what asks the server) are fetched when the visitor
 * reaches for the box (a pointer over it, a tap, the focus), not with the page: the landing page's
 * JavaScript stays within its budget (bench/size.mjs counts what the page fetches on its own), and
 * a visitor who never searches from here never downloads them. Until they arrive the box is the
 * same combobox, collapsed, with the same look; what is typed meanwhile is kept.
 */
export function HeroSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const plainHadFocus = useRef(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<Parameters<typeof HeroSuggestions>[0]>>();
  const requested = useRef(false);
  const reachFor = () => {
    if (requested.current) return;
    requested.current = true;
    import('./hero-suggestions.tsx').then(
      (chunk) => setSuggestions(() => chunk.default),
      // Offline for a moment: the plain box still searches, and the next reach tries again.
      () => (requested.current = false),
    );
  };
  return (
    <form
      role="search"
      className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        void navigate(query === '' ? paths.destinations.href : `${paths.destinations.href}?${new URLSearchParams({ q: query })}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search tours
      </label>
      {Suggestions ? (
        <Suggestions id={id} value={text} onChange={setText} placeholder={placeholder} className={inputClass} autoFocus={plainHadFocus.current} />
      ) : (
        // The combobox's own wrapper and attributes (components/search/suggestion-combobox.tsx), closed.
        <div className="relative min-w-0 flex-1">
          <SearchInput
            id={id}
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPointerEnter={reachFor}
            onPointerDown={reachFor}
            onFocus={() => {
              plainHadFocus.current = true;
              reachFor();
            }}
            onBlur={() => (plainHadFocus.current = false)}
            placeholder={placeholder}
            className={inputClass}
          />
        </div>
      )}
      <button type="submit" className="rounded-xl bg-marigold-300 px-6 py-3 font-semibold text-stone-900 hover:bg-marigold-500">
        Search
      </button>
    </form>
  );
}
