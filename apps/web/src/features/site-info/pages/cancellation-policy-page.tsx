import { useCancellationPolicy } from '../../../lib/cancellation-policy.ts';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { InfoSection, InfoShell } from '../components/info-shell.tsx';

const hours = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);

/**
 * The cancellation policy, from the figures the server applies (`GET /api/routes/cancellation-policy`),
 * so this page can never promise what a cancel would not give.
 */
export default function CancellationPolicyPage() {
  const policy = useCancellationPolicy();
  return (
    <InfoShell title="Cancellation policy" lead="What you get back when you cancel, and when.">
      {policy.isPending ? (
        <LoadingState />
      ) : policy.isError ? (
        <ErrorState>The cancellation policy could not be loaded. Please try again later.</ErrorState>
      ) : (
        <>
          <InfoSection id="policy" title="In one line">
            <p className="text-lg font-semibold text-emerald-800">{policy.data.policy}</p>
          </InfoSection>
          <InfoSection id="when" title="When you cancel">
            <ul>
              <li>
                {policy.data.freeCancellationHours === 0
                  ? 'Cancel any time before the tour starts and you get everything you paid back.'
                  : `Cancel at least ${hours(policy.data.freeCancellationHours)} before the tour starts and you get everything you paid back.`}
              </li>
              {policy.data.freeCancellationHours > 0 && (
                <li>
                  {policy.data.lateCancellationRefundPercent >= 100
                    ? 'A later cancellation still gets everything back.'
                    : policy.data.lateCancellationRefundPercent === 0
                      ? 'A later cancellation gets no refund.'
                      : `A later cancellation gets ${policy.data.lateCancellationRefundPercent}% of what you paid back.`}
                </li>
              )}
              <li>A tour starts at midnight, India time, at the start of its date: a tour on 12 December starts as 11 December ends.</li>
              <li>Before you confirm a cancellation, My Bookings tells you the exact amount that will come back.</li>
            </ul>
          </InfoSection>
          <InfoSection id="operator" title="When the operator cancels">
            <p>If the operator cancels your booking, or the tour is withdrawn, you get everything back, whatever the date, and we tell you by email.</p>
          </InfoSection>
          <InfoSection id="refunds" title="Refunds">
            <p>
              A refund goes back to the card, account or UPI app you paid with, once per booking. My Bookings shows the refund and when it has been processed, and we
              email you when it is.
            </p>
          </InfoSection>
        </>
      )}
    </InfoShell>
  );
}
