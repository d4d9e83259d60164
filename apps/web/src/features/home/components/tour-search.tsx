import { useId } from 'react';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useTypedText } from '../../../components/ui/use-typed-text.ts';

/** The header's search box: every keystroke searches (spec §5), so it is a controlled input with no submit. */
export function TourSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, change] = useTypedText(value, onChange);
  return (
    <form role="search" className="relative max-w-xl" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search tours
      </label>
      <svg viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder="Search tours"
        className="block w-full rounded-full border border-stone-300 bg-stone-50 py-2.5 pr-4 pl-11 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </form>
  );
}
