import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { twoStepKeys } from './two-step-keys.ts';

/** `DELETE /api/admin/two-step/remembered-devices/:id`: that browser asks for a code at its next sign-in. */
export function useForgetRememberedDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => apiFetch<{ message: string }>(`/admin/two-step/remembered-devices/${deviceId}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoStepKeys.all }),
  });
}
