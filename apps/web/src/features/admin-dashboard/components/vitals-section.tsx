import { vitalRatingWords, vitalWords, VITALS_SUMMARY_DAYS, type VitalRating } from '@yatrika/contract/vitals-rules';
import type { AdminVitals, VitalSummary } from '@yatrika/contract/vitals';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { useAdminVitals } from '../api/get-vitals.ts';
import { sampleRateWords, vitalValueWords } from './vitals-words.ts';

const ratingTones: Record<VitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  'needs-improvement': 'bg-amber-50 text-amber-900 ring-amber-600/30',
  poor: 'bg-rose-50 text-rose-800 ring-rose-600/30',
};

/**
 * Real visitors' speed (decision 053): what travellers' own browsers measured on each page in the
 * last week, as the 75th percentile of each Core Web Vital (three visits in four were at least this
 * fast), with how many measurements it is of and Google's rating.
 */
export function VitalsSection() {
  const vitals = useAdminVitals();
  return (
    <section aria-labelledby="vitals-heading" className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="border-b border-stone-100 px-5 py-4">
        <h2 id="vitals-heading" className="text-lg font-semibold">
          Real visitors' speed
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          What travellers' own phones and computers measured on each page over the last {VITALS_SUMMARY_DAYS} days: the 75th percentile, so three visits in four
          were at least this fast, rated by Google's Core Web Vitals thresholds.
        </p>
      </div>
      {vitals.isPending ? (
        <LoadingState />
      ) : vitals.isError ? (
        <ErrorState>Failed to load the speed measurements. Please try again later.</ErrorState>
      ) : (
        <VitalsTable vitals={vitals.data} />
      )}
    </section>
  );
}

export function VitalsTable({ vitals }: { vitals: AdminVitals }) {
  const period = `${formatShortDate(vitals.from.slice(0, 10))} to ${formatShortDate(vitals.to.slice(0, 10))}`;
  if (vitals.summaries.length === 0) {
    return (
      <p className="px-5 py-8 text-center text-stone-600">
        {vitals.sampleRate > 0
          ? `No measurements from ${period} yet: browsers measure ${sampleRateWords(vitals.sampleRate)} and send them as the page is left.`
          : 'Measuring is switched off (VITALS_SAMPLE_RATE is 0).'}
      </p>
    );
  }
  const pages = groupByPage(vitals.summaries);
  return (
    // Wider than a phone: the table scrolls sideways, so it takes the keyboard's focus to be scrolled by keys too.
    <div className="overflow-x-auto px-5 py-4" tabIndex={0} role="region" aria-label="Real visitors' speed by page">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-stone-700">
          From {period}, measured on {sampleRateWords(vitals.sampleRate)}.
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
            <th scope="col" className="py-2 pr-3">Page</th>
            <th scope="col" className="py-2 pr-3">Metric</th>
            <th scope="col" className="py-2 pr-3 text-right">75th percentile</th>
            <th scope="col" className="py-2 text-right">Samples</th>
          </tr>
        </thead>
        {pages.map(([page, rows]) => (
          <tbody key={page} className="border-b border-stone-200">
            {rows.map((row, index) => (
              <tr key={row.metric} className="border-b border-stone-100 last:border-b-0">
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={rows.length} className="py-2 pr-3 align-top font-mono text-xs font-semibold break-all text-stone-900">
                    {page === '*' ? 'Page not found' : page}
                  </th>
                )}
                <td className="py-2 pr-3 text-stone-800">{vitalWords[row.metric]}</td>
                <td className="py-2 pr-3 text-right">
                  <span className="block font-semibold tabular-nums text-stone-900">{vitalValueWords(row.metric, row.p75)}</span>
                  <ToneBadge tone={ratingTones[row.rating]}>{vitalRatingWords[row.rating]}</ToneBadge>
                </td>
                <td className="py-2 text-right tabular-nums">{row.samples}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The answer's rows by page, in its order (busiest page first). */
function groupByPage(summaries: VitalSummary[]): Array<[string, VitalSummary[]]> {
  const pages = new Map<string, VitalSummary[]>();
  for (const row of summaries) pages.set(row.page, [...(pages.get(row.page) ?? []), row]);
  return [...pages];
}
