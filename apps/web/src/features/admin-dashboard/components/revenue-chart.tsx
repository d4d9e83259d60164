import type { RevenueDay } from '@yatrika/contract/admin';
import { dayMonth } from '@yatrika/contract/calendar-words';
import { useEffect, useRef } from 'react';

/**
 * The last 30 days' net revenue as bars. Chart.js is imported here, when the dashboard draws,
 * so it is a chunk of its own that no other page downloads. The picture is for the eye only:
 * the same figures are a table beside it (`revenue-table.tsx`) for screen readers.
 */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Nothing paid or refunded in the window: a sentence, not an axis of zeros.
  const empty = days.every((day) => day.paid === 0 && day.refunded === 0);
  useEffect(() => {
    if (empty) return;
    let chart: { destroy(): void } | undefined;
    let stopped = false;
    void import('./draw-revenue-chart.ts')
      .then(({ drawRevenueChart }) => {
        const context = canvas.current?.getContext('2d');
        if (stopped || !context) return;
        chart = drawRevenueChart(context, days.map((day) => dayMonth(day.date)), days.map((day) => day.net));
      })
      .catch((error: unknown) => console.error('The revenue chart could not be drawn', error));
    return () => {
      stopped = true;
      chart?.destroy();
    };
  }, [days, empty]);
  if (empty) return <p className="py-8 text-center text-sm text-stone-600">No payments or refunds in the last 30 days.</p>;
  return (
    <div className="relative h-56 w-full sm:h-64" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}

