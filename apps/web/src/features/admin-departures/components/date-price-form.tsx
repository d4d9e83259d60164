import { datePriceInvalid, datePriceMessages, type CreateDatePriceRequest } from '@yatrika/contract/date-prices';
import { weekdayNames } from '@yatrika/contract/tour-schedule';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInIndia } from '../../../lib/format.ts';
import { useAddDatePrice } from '../api/add-date-price.ts';

const failed = 'Failed to add the date price.';
const rupeesPattern = /^\d+(\.\d{1,2})?$/;

/** A blank optional price is none; anything else must read as rupees (the server checks the rest). */
function priceProblem(adult: string, child: string, senior: string): string | undefined {
  if (!rupeesPattern.test(adult.trim()) || Number(adult) <= 0) return datePriceInvalid('adult');
  if (child.trim() && (!rupeesPattern.test(child.trim()) || Number(child) <= 0)) return datePriceInvalid('child');
  if (senior.trim() && (!rupeesPattern.test(senior.trim()) || Number(senior) <= 0)) return datePriceInvalid('senior');
  return undefined;
}

/**
 * Adds a price for a range of dates, on chosen weekdays or every day: "weekends in December" is
 * 1 to 31 December with Saturday and Sunday ticked. The latest price added wins where they overlap.
 */
export function DatePriceForm({ tourId }: { tourId: string }) {
  const today = todayInIndia();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [adult, setAdult] = useState('');
  const [child, setChild] = useState('');
  const [senior, setSenior] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const add = useAddDatePrice(tourId);

  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((each) => each !== day) : [...days, day].sort((a, b) => a - b)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (to < from) return setResult({ tone: 'error', text: datePriceMessages.rangeBackwards });
    const problem = priceProblem(adult, child, senior);
    if (problem) return setResult({ tone: 'error', text: problem });
    const rule: CreateDatePriceRequest = {
      from,
      to,
      ...(weekdays.length > 0 ? { weekdays } : {}),
      prices: { adult: adult.trim(), ...(child.trim() ? { child: child.trim() } : {}), ...(senior.trim() ? { senior: senior.trim() } : {}) },
    };
    add.mutate(rule, {
      onSuccess: (answer) => {
        setResult({ tone: 'success', text: answer.message });
        setAdult('');
        setChild('');
        setSenior('');
      },
      onError: (error) => setResult({ tone: 'error', text: errorMessage(error, failed) }),
    });
  }

  return (
    <form aria-label="Add a date price" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="From" type="date" name="priceFrom" value={from} min={today} required onChange={(event) => setFrom(event.target.value)} />
        <TextField label="To" type="date" name="priceTo" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">Only on (none ticked: every day)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {weekdayNames.map((name, day) => (
            <label key={name} className="flex items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
              <input type="checkbox" name="priceWeekdays" checked={weekdays.includes(day)} onChange={() => toggle(day)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Adult price (₹)" name="adultPrice" inputMode="decimal" value={adult} required onChange={(event) => setAdult(event.target.value)} />
        <TextField label="Child price (₹)" name="childPrice" inputMode="decimal" value={child} hint="Blank: the tour's" onChange={(event) => setChild(event.target.value)} />
        <TextField label="Senior price (₹)" name="seniorPrice" inputMode="decimal" value={senior} hint="Blank: the tour's" onChange={(event) => setSenior(event.target.value)} />
      </div>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add date price'}
        </Button>
      </div>
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
    </form>
  );
}
