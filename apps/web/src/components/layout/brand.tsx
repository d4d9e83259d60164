import { Link } from 'react-router';

/** The Yatrika word mark; `to` is where it leads (the landing page or a dashboard). */
export function Brand({ to = '/', light = false }: { to?: string; light?: boolean }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 font-display text-2xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f5f5c" />
        <path d="M14 44 L28 22 L36 34 L42 26 L52 44 Z" fill="#f6c453" />
        <circle cx="44" cy="17" r="5" fill="#fff7e6" />
      </svg>
      Yatrika
    </Link>
  );
}
