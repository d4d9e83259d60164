import { datePriceDaysInWords, type DatePriceRule } from '@yatrika/contract/date-prices';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate, formatRupees } from '../../../lib/format.ts';
import { useDeleteDatePrice } from '../api/delete-date-price.ts';
import { useDatePrices } from '../api/get-date-prices.ts';
import { DatePriceForm } from './date-price-form.tsx';

const failedToLoad = 'Failed to load date prices. Please try again.';

/** "Adult ₹2,800 · Child ₹1,400": the prices a rule sets; the others stay the tour's. */
function pricesInWords(prices: DatePriceRule['prices']): string {
  return [
    `Adult ${formatRupees(prices.adult)}`,
    prices.child === null ? null : `Child ${formatRupees(prices.child)}`,
    prices.senior === null ? null : `Senior ${formatRupees(prices.senior)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function RuleRow({ tourId, rule }: { tourId: string; rule: DatePriceRule }) {
  const remove = useDeleteDatePrice(tourId);
  const range = rule.from === rule.to ? formatLongDate(rule.from) : `${formatLongDate(rule.from)} to ${formatLongDate(rule.to)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 py-2 last:border-b-0">
      <div>
        <p className="font-medium">{range}</p>
        <p className="text-sm text-stone-600">
          {datePriceDaysInWords(rule.weekdays)} · {pricesInWords(rule.prices)}
        </p>
        {remove.isError && <FormMessage tone="error">{errorMessage(remove.error, 'Failed to remove the date price.')}</FormMessage>}
      </div>
      <Button variant="secondary" size="sm" disabled={remove.isPending} aria-label={`Remove the price for ${range}`} onClick={() => remove.mutate(rule._id)}>
        Remove
      </Button>
    </li>
  );
}

/**
 * A tour's prices per date on the Departures screen (decision 031): the rules still to come,
 * newest first (the newest wins where they overlap), each removable, and a form to add one.
 * Bookings already made keep the price they were charged.
 */
export function DatePricesPanel({ tourId, tourTitle }: { tourId: string; tourTitle: string }) {
  const rules = useDatePrices(tourId);
  return (
    <section aria-labelledby="date-prices-title" className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 print:hidden">
      <div>
        <h2 id="date-prices-title" className="text-lg font-semibold">
          Prices per date: {tourTitle}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          A different price on chosen dates. Where two overlap, the one added last applies. Bookings already made keep their price.
        </p>
      </div>
      {rules.isPending && <p className="text-sm text-stone-600">Loading...</p>}
      {rules.isError && <FormMessage tone="error">{failedToLoad}</FormMessage>}
      {rules.data && rules.data.length === 0 && <p className="text-sm text-stone-600">No date prices: every date has the tour's price.</p>}
      {rules.data && rules.data.length > 0 && (
        <ul aria-label="Date prices">
          {rules.data.map((rule) => (
            <RuleRow key={rule._id} tourId={tourId} rule={rule} />
          ))}
        </ul>
      )}
      <DatePriceForm tourId={tourId} />
    </section>
  );
}
