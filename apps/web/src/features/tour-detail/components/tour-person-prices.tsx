import { groupDiscountSentence, personTypeNames } from '@yatrika/contract/person-types';
import type { Tour } from '@yatrika/contract/tours';
import { formatRupees } from '../../../lib/format.ts';
import { agesNote } from '../../../components/party/counted-types.ts';

/**
 * The tour's prices beside adults' (child, infant, senior, with their ages and whether an infant
 * takes a seat) and its group rule; nothing for a tour of one price and no rule.
 */
export function TourPersonPrices({ tour }: { tour: Pick<Tour, 'priceTypes' | 'groupDiscount'> }) {
  const others = tour.priceTypes.filter((each) => each.type !== 'adult');
  if (others.length === 0 && !tour.groupDiscount) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-stone-700">
      {others.length > 0 && (
        <ul aria-label="Prices by age" className="flex flex-col gap-0.5">
          {others.map((each) => (
            <li key={each.type}>
              <span className="font-medium">{personTypeNames[each.type].title}</span>
              {agesNote(each) && <span> ({agesNote(each)})</span>}: {each.price === 0 ? 'free' : formatRupees(each.price)}
              {!each.takesSeat && <span className="text-stone-500"> · on a lap, no seat</span>}
            </li>
          ))}
        </ul>
      )}
      {tour.groupDiscount && <p className="font-medium text-emerald-800">{groupDiscountSentence(tour.groupDiscount)}</p>}
    </div>
  );
}
