import type { RunJobResponse } from '@yatrika/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * `POST /api/admin/jobs/run`: run a recurring job now rather than at its next time (404 for a name
 * that is not a recurring job, 409 while another instance runs it). Either way the list is read
 * again: the run is listed as done or failed, and the next copy is queued one interval on.
 */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<RunJobResponse>('/admin/jobs/run', { method: 'POST', body: { name } }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.jobs),
  });
}
