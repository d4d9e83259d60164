import SuggestionCombobox, { type SuggestionComboboxProps } from '../../../components/search/suggestion-combobox.tsx';
import { useSuggestionService } from '../../../lib/search-suggestions.ts';

/**
 * The landing search box once the visitor reaches for it (hero-search.tsx): the combobox with its
 * suggestions and what asks the server for them, one chunk the first screen does not wait for.
 */
export default function HeroSuggestions(props: Omit<SuggestionComboboxProps, 'audience' | 'suggestions'>) {
  const suggestions = useSuggestionService();
  return <SuggestionCombobox {...props} audience="visitor" suggestions={suggestions} />;
}
