import { unnamedWords } from '@yatrika/contract/manifest-words';
import type { Traveller } from '@yatrika/contract/travellers';

/**
 * The party by name, the one booking first, each with an age when given, then how many are not
 * named yet: what the guide's list and the permits will read.
 */
export function TravellerNames({ travellers, unnamed, className = '' }: { travellers: Traveller[]; unnamed: number; className?: string }) {
  return (
    <div className={className}>
      <ol aria-label="Travellers by name" className="flex flex-col gap-0.5">
        {travellers.map((traveller, index) => (
          <li key={index} className="break-words">
            {traveller.name}
            {traveller.age !== null && <span className="font-normal text-stone-600">, {traveller.age}</span>}
          </li>
        ))}
      </ol>
      {unnamed > 0 && <p className="font-normal text-stone-600">{unnamedWords(unnamed)}</p>}
    </div>
  );
}
