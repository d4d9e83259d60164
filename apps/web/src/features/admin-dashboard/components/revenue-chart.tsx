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
  useEffect(() => {
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
  }, [days]);
  return (
    <div className="relative h-56 w-full sm:h-64" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}

