import { Children, isValidElement, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { packingGuideUrl } from './packing-guide-url.ts';

/** "[ ] item" / "[x] item": a checklist line, from guides written with task-list syntax. */
const TASK_MARKER = /^\[( |x|X)\]\s+/;

/** Finds a leading task marker in a list item's first text, and removes it. */
function takeTaskMarker(children: ReactNode): { checked: boolean; rest: ReactNode } | undefined {
  const parts = Children.toArray(children);
  const first = parts[0];
  // Loose lists wrap the text in a paragraph.
  if (isValidElement<{ children?: ReactNode }>(first) && first.type === 'p') {
    const inner = takeTaskMarker(first.props.children);
    return inner && { checked: inner.checked, rest: [inner.rest, ...parts.slice(1)] };
  }
  if (typeof first !== 'string') return undefined;
  const match = TASK_MARKER.exec(first);
  if (!match) return undefined;
  return { checked: match[1] !== ' ', rest: [first.slice(match[0].length), ...parts.slice(1)] };
}

/** Headings, lists and checklists styled for reading in the guide's dialog. */
const components: Components = {
  h1: ({ children }) => <h3 className="mb-3 font-display text-2xl font-bold text-stone-900">{children}</h3>,
  h2: ({ children }) => (
    <h4 className="mt-7 mb-2 flex items-center gap-2 border-b border-brand-100 pb-1.5 font-display text-lg font-semibold text-brand-800">{children}</h4>
  ),
  h3: ({ children }) => <h5 className="mt-5 mb-1.5 font-semibold text-stone-900">{children}</h5>,
  h4: ({ children }) => <h6 className="mt-4 mb-1 text-sm font-semibold tracking-wide text-stone-700 uppercase">{children}</h6>,
  p: ({ children }) => <p className="my-2 leading-relaxed text-stone-700">{children}</p>,
  ul: ({ children }) => <ul className="my-2 flex list-disc flex-col gap-1.5 pl-6 marker:text-brand-500">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 flex list-decimal flex-col gap-1.5 pl-6 marker:font-semibold marker:text-brand-700">{children}</ol>,
  li: ({ children }) => {
    const task = takeTaskMarker(children);
    if (!task) return <li className="pl-1 leading-relaxed text-stone-700">{children}</li>;
    return (
      <li className="-ml-6 list-none">
        <label className="flex cursor-pointer items-start gap-3 rounded-lg px-1 py-0.5 leading-relaxed text-stone-700 hover:bg-brand-50">
          <input type="checkbox" defaultChecked={task.checked} className="mt-1 size-4 shrink-0 accent-brand-700" />
          <span>{task.rest}</span>
        </label>
      </li>
    );
  },
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  strong: ({ children }) => <strong className="font-semibold text-stone-900">{children}</strong>,
  blockquote: ({ children }) => <blockquote className="my-3 rounded-r-xl border-l-4 border-marigold-300 bg-marigold-100/60 px-4 py-2 text-stone-800">{children}</blockquote>,
  hr: () => <hr className="my-6 border-stone-200" />,
  code: ({ children }) => <code className="rounded bg-stone-100 px-1.5 py-0.5 text-sm">{children}</code>,
  img: ({ alt }) => <span>{alt}</span>,
};

/** The packing guide, rendered from markdown (no raw HTML; links limited to safe schemes). */
export function PackingGuideMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="text-base">
      <Markdown components={components} urlTransform={packingGuideUrl}>
        {markdown}
      </Markdown>
    </div>
  );
}
