import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSuggestionService } from '../../../lib/search-suggestions.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';

// The suggestions come in their own chunk, after the page: the landing page's first download
// stays within its budget (bench/size.mjs), and until they arrive the box is a plain search box.
const SuggestionCombobox = lazy(() => import('../../../components/search/suggestion-combobox.tsx'));

const inputClass =
  'block w-full min-w-0 flex-1 rounded-xl border border-white/40 bg-white px-4 py-3 text-stone-900 placeholder:text-stone-500 focus:ring-2 focus:ring-marigold-300 focus:outline-none';
const placeholder = 'Search tours: Jaipur, Kerala, trek…';

/**
 * A visitor's search from the landing page: it opens Destinations with the search in its address
 * (`?q=`), where the results come first; a suggestion leads straight to its list or tour.
 */
export function HeroSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const plainHadFocus = useRef(false);
  const suggestions = useSuggestionService();
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
      <Suspense
        fallback={
          <SearchInput
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => (plainHadFocus.current = true)}
            onBlur={() => (plainHadFocus.current = false)}
            placeholder={placeholder}
            className={inputClass}
          />
        }
      >
        <SuggestionCombobox
          id={id}
          value={text}
          onChange={setText}
          audience="visitor"
          suggestions={suggestions}
          placeholder={placeholder}
          className={inputClass}
          autoFocus={plainHadFocus.current}
        />
      </Suspense>
      <button type="submit" className="rounded-xl bg-marigold-300 px-6 py-3 font-semibold text-stone-900 hover:bg-marigold-500">
        Search
      </button>
    </form>
  );
}
