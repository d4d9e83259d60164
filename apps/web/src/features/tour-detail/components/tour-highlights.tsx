import { TourSection } from './tour-section.tsx';

export function TourHighlights({ highlights }: { highlights: string[] }) {
  return (
    <TourSection id="tour-highlights" title="Highlights">
      <ul className="grid gap-2 sm:grid-cols-2">
        {highlights.map((highlight, index) => (
          <li key={index} className="flex items-start gap-2 rounded-xl bg-marigold-100 px-3 py-2 text-stone-800">
            <span aria-hidden="true" className="mt-0.5 text-marigold-800">
              ★
            </span>
            <span className="min-w-0 break-words">{highlight}</span>
          </li>
        ))}
      </ul>
    </TourSection>
  );
}
