import type { RetryJobResponse } from '@yatrika/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * `POST /api/admin/jobs/:id/retry`: queue a failed job to run again now, with its full number of
 * attempts; 404 for no such job, 409 when it is no longer failed or another copy is already
 * queued. Either way the list is read again: the job moved on, or someone else moved it.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiFetch<RetryJobResponse>(`/admin/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST' }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.jobs),
  });
}
