import type { TwoStepEnableResult } from '@yatrika/contract/two-step';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';
import { setTwoStepDueBy } from '../../../lib/two-step-due.ts';

/**
 * `POST /api/admin/two-step/enable {code}`: on, with the recovery codes (shown once) and a new
 * token that carries the second step (the old one no longer reaches the admin area).
 */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiFetch<TwoStepEnableResult>('/admin/two-step/enable', { method: 'POST', body: { code } }),
    onSuccess: ({ token }) => {
      setToken(token);
      setTwoStepDueBy(null);
      void queryClient.invalidateQueries();
    },
  });
}
