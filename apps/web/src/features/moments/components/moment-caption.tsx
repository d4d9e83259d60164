import { useId, useState } from 'react';

/** The spec: captions over 100 characters get a 'Read more' / 'Show less' toggle. */
export const CAPTION_TOGGLE_AT = 100;

/** The caption under the poster's name, cut to three lines until the reader asks for more. */
export function MomentCaption({ author, text }: { author: string; text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > CAPTION_TOGGLE_AT;
  return (
    <div className="text-[0.9375rem] leading-relaxed text-stone-800">
      <p id={id} className={`break-words whitespace-pre-line ${long && !expanded ? 'line-clamp-3' : ''}`}>
        <span className="mr-1.5 font-semibold text-stone-900">{author}</span>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-0.5 rounded text-sm font-semibold text-stone-500 hover:text-stone-800"
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
    </div>
  );
}
