import { TourSection } from './tour-section.tsx';

interface TourInclusionsProps {
  inclusions: string[];
  exclusions: string[];
}

/** What the price pays for and what it does not, side by side on wide screens; either may be empty. */
export function TourInclusions({ inclusions, exclusions }: TourInclusionsProps) {
  return (
    <TourSection id="tour-inclusions" title="What's included">
      <div className="grid gap-4 sm:grid-cols-2">
        {inclusions.length > 0 && <InclusionList title="Included" lines={inclusions} mark="✓" markClass="text-emerald-700" />}
        {exclusions.length > 0 && <InclusionList title="Not included" lines={exclusions} mark="✕" markClass="text-red-700" />}
      </div>
    </TourSection>
  );
}

function InclusionList({ title, lines, mark, markClass }: { title: string; lines: string[]; mark: string; markClass: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h3 className="mb-2 font-semibold text-stone-900">{title}</h3>
      <ul className="flex flex-col gap-1.5">
        {lines.map((line, index) => (
          <li key={index} className="flex items-start gap-2 text-stone-700">
            <span aria-hidden="true" className={`font-bold ${markClass}`}>
              {mark}
            </span>
            <span className="min-w-0 break-words">{line}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
