import type { AdminDeparture } from '@yatrika/contract/departures';

type Seats = Pick<AdminDeparture, 'booked' | 'held' | 'capacity' | 'seatsLeft'>;

/** "8 booked, 2 held, 2 left of 12 seats": the bar's words, for screen readers and print alike. */
export function seatSummary({ booked, held, capacity, seatsLeft }: Seats): string {
  return `${booked} booked, ${held} held, ${seatsLeft} left of ${capacity} ${capacity === 1 ? 'seat' : 'seats'}`;
}

/**
 * Booked and held seats against the date's capacity, as one bar. A date lowered below what was
 * already sold draws over-full against the seats taken, so the bar never spills out.
 */
export function SeatBar(seats: Seats) {
  const whole = Math.max(seats.capacity, seats.booked + seats.held, 1);
  const share = (part: number) => `${(part / whole) * 100}%`;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="img"
        aria-label={seatSummary(seats)}
        className="flex h-3 w-full overflow-hidden rounded-full bg-stone-200 ring-1 ring-stone-300 print:[print-color-adjust:exact]"
      >
        <span data-part="booked" className="h-full bg-brand-700" style={{ width: share(seats.booked) }} />
        <span data-part="held" className="h-full bg-marigold-500" style={{ width: share(seats.held) }} />
      </div>
      <p aria-hidden="true" className="flex flex-wrap gap-x-3 text-xs text-stone-700 tabular-nums">
        <span className="inline-flex items-center gap-1">
          <span className="size-2.5 rounded-sm bg-brand-700 print:[print-color-adjust:exact]" /> {seats.booked} booked
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2.5 rounded-sm bg-marigold-500 print:[print-color-adjust:exact]" /> {seats.held} held
        </span>
        <span>
          {seats.seatsLeft} left of {seats.capacity}
        </span>
      </p>
    </div>
  );
}
