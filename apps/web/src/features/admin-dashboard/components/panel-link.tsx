import { Link } from 'react-router';

/** The link in the corner of a dashboard panel to the screen behind it ("All tours →"). */
export function PanelLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
      {label} <span aria-hidden="true">→</span>
    </Link>
  );
}
