/** One choice of a filter row: the value the screen keeps and the word on its chip. */
export interface FilterChoice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A row of filter chips, one pressed at a time (admin lists filtered by status). The server
 * filters, so the list stays paged; the row only says which filter is on.
 */
export function FilterChips<Value extends string>({
  choices,
  value,
  onChange,
  label = 'Status',
}: {
  choices: readonly FilterChoice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  label?: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const current = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={current}
            onClick={() => onChange(choice.value)}
            className={`rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors ${
              current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
