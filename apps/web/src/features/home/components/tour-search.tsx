import { lazy, Suspense, useId, useRef } from 'react';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useTypedText } from '../../../components/ui/use-typed-text.ts';
import { useSuggestionService } from '../../../lib/search-suggestions.ts';

// One chunk for the suggestions, shared with the landing page's box (which must load it lazily):
// until it arrives, a plain search box that searches as before.
const SuggestionCombobox = lazy(() => import('../../../components/search/suggestion-combobox.tsx'));

/**
 * The header's search box: every keystroke searches (spec §5), so it is a controlled input with no
 * submit; as the traveller types it suggests places, states, kinds of trip and tours, each leading
 * to its list or tour.
 */
export function TourSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, change] = useTypedText(value, onChange);
  const plainHadFocus = useRef(false);
  const suggestions = useSuggestionService();
  const inputClass =
    'block w-full rounded-full border border-stone-300 bg-stone-50 py-2.5 pr-4 pl-11 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-200 focus:outline-none';
  return (
    <form role="search" className="relative max-w-xl" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search tours
      </label>
      <svg viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3.5 z-10 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Suspense
        fallback={
          <SearchInput
            id={id}
            value={text}
            onChange={(event) => change(event.target.value)}
            onFocus={() => (plainHadFocus.current = true)}
            onBlur={() => (plainHadFocus.current = false)}
            placeholder="Search tours"
            className={inputClass}
          />
        }
      >
        <SuggestionCombobox id={id} value={text} onChange={change} audience="traveller" suggestions={suggestions} placeholder="Search tours" className={inputClass} autoFocus={plainHadFocus.current} />
      </Suspense>
    </form>
  );
}
