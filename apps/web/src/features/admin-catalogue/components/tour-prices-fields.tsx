import { personTypeNames } from '@yatrika/contract/person-types';
import { TextField } from '../../../components/ui/field.tsx';
import { otherTypes, type OtherType, type PriceTypeRow, type TourPricesErrors, type TourPricesValues } from './tour-prices-form.ts';

interface TourPricesFieldsProps {
  values: TourPricesValues;
  errors: TourPricesErrors;
  onChange: (change: Partial<TourPricesValues>) => void;
}

/**
 * Prices beside the adult price: child, infant and senior, each with its ages and whether one
 * takes a seat, and the automatic group discount. The booking form and the tour page show them.
 */
export function TourPricesFields({ values, errors, onChange }: TourPricesFieldsProps) {
  const changeRow = (type: OtherType, change: Partial<PriceTypeRow>) => onChange({ types: { ...values.types, [type]: { ...values.types[type], ...change } } });
  return (
    <section aria-labelledby="tour-prices-title" className="flex flex-col gap-5 border-t border-stone-200 pt-6">
      <div>
        <h3 id="tour-prices-title" className="text-lg font-semibold">
          Prices by age and group discount
        </h3>
        <p className="mt-1 text-sm text-stone-600">The price per person is the adult price. Offer other prices for children, infants or seniors if you wish.</p>
      </div>
      {otherTypes.map((type) => {
        const row = values.types[type];
        const title = personTypeNames[type].title;
        return (
          <fieldset key={type} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-700">{title}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={row.offered} onChange={(event) => changeRow(type, { offered: event.target.checked })} />
              Offer {type === 'infant' ? 'an' : 'a'} {personTypeNames[type].one} price
            </label>
            {row.offered && (
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField label={`${title} price (₹)`} inputMode="decimal" value={row.price} onChange={(event) => changeRow(type, { price: event.target.value })} />
                <TextField label={`${title} from age`} inputMode="numeric" value={row.minAge} onChange={(event) => changeRow(type, { minAge: event.target.value })} />
                <TextField label={`${title} to age`} inputMode="numeric" value={row.maxAge} onChange={(event) => changeRow(type, { maxAge: event.target.value })} />
                <label className="flex items-center gap-2 text-sm sm:col-span-3">
                  <input type="checkbox" checked={row.takesSeat} onChange={(event) => changeRow(type, { takesSeat: event.target.checked })} />
                  {title === 'Infant' ? 'An infant takes a seat (leave unticked for a lap infant)' : `A ${personTypeNames[type].one} takes a seat`}
                </label>
              </div>
            )}
          </fieldset>
        );
      })}
      {errors.priceTypes && (
        <p role="alert" className="text-sm text-red-700">
          {errors.priceTypes}
        </p>
      )}
      <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-700">Group discount</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={values.groupOn} onChange={(event) => onChange({ groupOn: event.target.checked })} />
          Give groups a discount, before any promo code
        </label>
        {values.groupOn && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="From this many people" inputMode="numeric" value={values.minPeople} onChange={(event) => onChange({ minPeople: event.target.value })} />
            <TextField label="Percent off" inputMode="numeric" value={values.percentOff} onChange={(event) => onChange({ percentOff: event.target.value })} />
          </div>
        )}
        {errors.groupDiscount && (
          <p role="alert" className="text-sm text-red-700">
            {errors.groupDiscount}
          </p>
        )}
      </fieldset>
    </section>
  );
}
