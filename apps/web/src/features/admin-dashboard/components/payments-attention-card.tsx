import { usePaymentsAttention } from '../../../lib/admin-queries.ts';
import { paths } from '../../../lib/paths.ts';
import { CountCard } from './count-card.tsx';
import { RupeeIcon } from '../../../components/admin/icons.tsx';

/**
 * The dashboard's payments number: paid orders with no booking past the grace, and refunds
 * stuck, which a person should look at. Red while there are some, green at none; a dash while
 * unknown, since a wrong zero would say all is well.
 */
export function PaymentsAttentionCard({ className }: { className?: string }) {
  const attention = usePaymentsAttention();
  const count = attention.data?.needingAttention ?? null;
  const tone = count === null ? 'bg-stone-100 text-stone-700' : count > 0 ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800';
  return <CountCard label="Payments needing attention" value={count} to={paths.adminPayments.href} icon={<RupeeIcon />} tone={tone} className={className} />;
}
