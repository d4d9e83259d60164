import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';

/** A visitor's search from the landing page: it opens Destinations with the search in its address (`?q=`). */
export function HeroSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const navigate = useNavigate();
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
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search tours: Jaipur, Kerala, trek…"
        className="block w-full min-w-0 flex-1 rounded-xl border border-white/40 bg-white px-4 py-3 text-stone-900 placeholder:text-stone-500 focus:ring-2 focus:ring-marigold-300 focus:outline-none"
      />
      <button type="submit" className="rounded-xl bg-marigold-300 px-6 py-3 font-semibold text-stone-900 hover:bg-marigold-500">
        Search
      </button>
    </form>
  );
}
