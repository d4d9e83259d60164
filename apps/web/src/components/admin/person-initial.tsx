const palette = ['bg-brand-700', 'bg-marigold-700', 'bg-sky-700', 'bg-rose-700', 'bg-violet-700', 'bg-emerald-700'];

/** A round initial standing in for a person's photo; the colour is stable per name. */
export function PersonInitial({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const initial = name.trim()[0]?.toUpperCase() ?? '?';
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-bold text-white ${palette[hash % palette.length]} ${size === 'sm' ? 'size-8 text-sm' : 'size-10'}`}
    >
      {initial}
    </span>
  );
}
