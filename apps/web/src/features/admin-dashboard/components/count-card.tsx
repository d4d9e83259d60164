import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CountCardProps {
  label: string;
  /** Null while the number is not known (loading, or it could not be read). */
  value: number | null;
  to: string;
  icon: ReactNode;
  tone: string;
  className?: string;
}

/** A dashboard number that leads to its screen. */
export function CountCard({ label, value, to, icon, tone, className = '' }: CountCardProps) {
  return (
    <li className={className}>
      <Link
        to={to}
        className="flex h-full flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70 transition-shadow hover:ring-brand-300 sm:p-5"
      >
        <span className={`grid size-10 place-items-center rounded-xl text-lg ${tone}`} aria-hidden="true">
          {icon}
        </span>
        <span className="text-sm font-semibold text-stone-600">{label}</span>
        {/* At the foot of the card, so the numbers in a row line up even when one label takes more lines. */}
        <span className="mt-auto font-display text-3xl font-bold text-stone-900 tabular-nums sm:text-4xl">{value === null ? '—' : value.toLocaleString('en-IN')}</span>
      </Link>
    </li>
  );
}
