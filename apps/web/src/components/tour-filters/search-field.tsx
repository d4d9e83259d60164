import { useId } from 'react';
import { SearchInput } from '../ui/search-input.tsx';
import { useTypedText } from '../ui/use-typed-text.ts';

/** The list's search, for visitors' pages (the traveller's home has it in its header). */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, change] = useTypedText(value, onChange);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        Search tours
      </label>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder="Place or tour name"
        className="block h-10 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </div>
  );
}
