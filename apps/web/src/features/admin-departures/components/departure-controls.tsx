import { departureMessages } from '@yatrika/contract/departure-messages';
import { MAX_TOUR_CAPACITY } from '@yatrika/contract/departure-limits';
import type { AdminDeparture, UpdateDepartureRequest } from '@yatrika/contract/departures';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useUpdateDeparture } from '../api/update-departure.ts';

const failed = 'Failed to update the departure.';

/** One departure's controls (a date at a start time): its capacity, and closing or reopening it. The server's refusal (409) shows beneath. */
export function DepartureControls({ departure }: { departure: AdminDeparture }) {
  const inputId = useId();
  const [capacity, setCapacity] = useState(String(departure.capacity));
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdateDeparture();
  const where = `${departure.title} on ${formatLongDate(departure.date)} at ${departure.startTime}`;

  function send(change: UpdateDepartureRequest) {
    setResult(null);
    update.mutate(
      // The start time names which departure of the date: a tour may set off several times a day.
      { tourId: departure.tourId, date: departure.date, change: { ...change, startTime: departure.startTime } },
      {
        onSuccess: (answer) => {
          setCapacity(String(answer.departure.capacity));
          setResult({ tone: 'success', text: answer.message });
        },
        onError: (error) => setResult({ tone: 'error', text: errorMessage(error, failed) }),
      },
    );
  }

  function saveCapacity(event: FormEvent) {
    event.preventDefault();
    const value = capacity.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) > MAX_TOUR_CAPACITY) {
      setResult({ tone: 'error', text: departureMessages.capacityRange });
      return;
    }
    send({ capacity: Number(value) });
  }

  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap items-end gap-2">
        <form onSubmit={saveCapacity} noValidate className="flex items-end gap-2" aria-label={`Capacity of ${where}`}>
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-xs font-semibold text-stone-700">
              Capacity
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_TOUR_CAPACITY}
              step={1}
              value={capacity}
              onChange={(event) => setCapacity(event.target.value)}
              className="w-20 rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
          <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
            Save<span className="sr-only"> capacity of {where}</span>
          </Button>
        </form>
        <Button
          size="sm"
          variant={departure.closed ? 'primary' : 'secondary'}
          disabled={update.isPending}
          onClick={() => send({ closed: !departure.closed })}
          className={departure.closed ? '' : 'text-red-800! hover:border-red-700!'}
        >
          {departure.closed ? 'Reopen departure' : 'Close departure'}
          <span className="sr-only"> for {where}</span>
        </Button>
      </div>
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
    </div>
  );
}
