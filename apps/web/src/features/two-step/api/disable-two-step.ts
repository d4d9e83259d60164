import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { twoStepKeys } from './two-step-keys.ts';

/** `POST /api/admin/two-step/disable`: off (roles for which it is optional only). */
export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ message: string }>('/admin/two-step/disable', { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoStepKeys.all }),
  });
}
