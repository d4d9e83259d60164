import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { twoStepKeys } from './two-step-keys.ts';

/** `POST /api/admin/two-step/recovery-codes/regenerate {code}`: ten new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<{ message: string; recoveryCodes: string[] }>('/admin/two-step/recovery-codes/regenerate', { method: 'POST', body: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoStepKeys.all }),
  });
}
