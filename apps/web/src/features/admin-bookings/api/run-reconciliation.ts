import type { ReconcileResponse } from '@yatrika/contract/payment-records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * `POST /api/admin/payments/reconcile`: settle every payment now instead of waiting for the
 * next scheduled run; 409 while another server runs it. Either way the lists are read again:
 * a run (this one or the other server's) may have booked, refunded or released something,
 * which changes the payments, the bookings and the dashboard's totals; and each run is a job,
 * with its summary, on the Jobs screen.
 */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ReconcileResponse>('/admin/payments/reconcile', { method: 'POST' }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.payments, adminKeys.bookings, adminKeys.jobs),
  });
}
