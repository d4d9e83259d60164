import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '@yatrika/contract/tour-discovery-names';
import type { SearchSuggestion } from '@yatrika/contract/search-suggestions';
import { suggestionKindNames } from '@yatrika/contract/search-suggestion-names';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { SearchAudience } from '../../lib/search-suggestions.ts';

/** Typing pauses this long before suggestions are asked for, so a word typed fast is one request. */
const PAUSE_MS = 150;

export interface SuggestionComboboxProps {
  /** The input's id, for its label. */
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Whose lists a chosen suggestion opens (lib/search-suggestions.ts). */
  audience: SearchAudience;
  /**
   * Asks the server for suggestions, and follows one picked with Enter, a tap or a click. Given
   * by the box's owner (lib/search-suggestions.ts) rather than imported here: this file is loaded
   * lazily, and importing the app's shared modules from it would split them out of the entry.
   */
  suggestions: { fetch: (typed: string, signal: AbortSignal) => Promise<SearchSuggestion[]>; choose: (suggestion: SearchSuggestion, audience: SearchAudience) => void };
  placeholder: string;
  /** The input's look; the list of suggestions has its own. */
  className: string;
  autoFocus?: boolean;
}

/**
 * A search box that suggests places, states, kinds of trip and tours as the traveller types: the
 * ARIA 1.2 combobox with a list. Arrow keys move through the suggestions (the input keeps the
 * focus and names the one chosen, so screen readers read each), Enter takes it, Escape closes
 * the list; with no suggestion chosen, Enter submits the form around it as before.
 */
export default function SuggestionCombobox({ id, value, onChange, audience, suggestions: server, placeholder, className, autoFocus }: SuggestionComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState(value.trim());

  useEffect(() => {
    const timer = setTimeout(() => setAsked(value.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const { data } = useQuery({
    queryKey: ['suggestions', asked.toLowerCase()],
    queryFn: ({ signal }) => server.fetch(asked, signal),
    enabled: asked !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const suggestions = value.trim() === '' ? [] : (data ?? []);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    server.choose(suggestion, audience);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      // -1 is the text itself: past the last suggestion the choice goes back to what was typed.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const positions = suggestions.length + 1;
      setOpen(true);
      setActive((current) => ((shown ? current : -1) + 1 + step + positions) % positions - 1);
    } else if (event.key === 'Enter' && shown && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only; a second Escape clears the box as a search box does.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        // Only when the plain box this one replaces had the focus (hero-search.tsx).
        autoFocus={autoFocus}
        value={value}
        placeholder={placeholder}
        className={className}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-auto rounded-xl bg-white py-1 text-left text-stone-900 shadow-card ring-1 ring-stone-200"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.label}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline gap-2 px-4 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
            // The input keeps the focus: a press on an option must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className="w-20 shrink-0 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {suggestionKindNames[suggestion.kind]}
              <span className="sr-only">:</span>
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium">{suggestion.label}</span>
              <span className="block truncate text-sm text-stone-600">{suggestion.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {shown ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}; arrow keys to choose` : ''}
      </p>
    </div>
  );
}
