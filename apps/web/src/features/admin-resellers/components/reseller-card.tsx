import type { ResellerResponse } from '@yatrika/contract/resellers';
import { Button } from '../../../components/ui/button.tsx';
import { formatIndiaDateTime } from '../../../lib/format.ts';

/** One reseller: contact, commission, which key it holds and whether it works, and what can be done with it. */
export function ResellerCard({
  reseller,
  busy,
  showingReport,
  onRevoke,
  onNewKey,
  onReport,
}: {
  reseller: ResellerResponse;
  busy: boolean;
  showingReport: boolean;
  onRevoke: () => void;
  onNewKey: () => void;
  onReport: () => void;
}) {
  const revoked = reseller.revokedAt !== null;
  return (
    <article aria-label={reseller.name} className="flex h-full flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-stone-200/70">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words">{reseller.name}</h2>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${revoked ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'}`}
        >
          {revoked ? 'Key revoked' : 'Key active'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2 min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Contact</dt>
          <dd className="truncate">
            <a href={`mailto:${reseller.email}`} className="text-brand-700 hover:underline">
              {reseller.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Commission</dt>
          <dd>{reseller.commissionPercent}%</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Key</dt>
          <dd className="font-mono">{reseller.keyPrefix}…</dd>
        </div>
        <div className="col-span-2 text-xs text-stone-500">
          {revoked ? `Revoked ${formatIndiaDateTime(reseller.revokedAt!)}` : `Issued ${formatIndiaDateTime(reseller.keyIssuedAt)}`}
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button variant={showingReport ? 'primary' : 'secondary'} size="sm" onClick={onReport} aria-pressed={showingReport}>
          Bookings and commission
        </Button>
        <Button variant="secondary" size="sm" onClick={onNewKey} disabled={busy}>
          New key
        </Button>
        {!revoked && (
          <Button variant="danger" size="sm" onClick={onRevoke} disabled={busy}>
            Revoke key
          </Button>
        )}
      </div>
    </article>
  );
}
