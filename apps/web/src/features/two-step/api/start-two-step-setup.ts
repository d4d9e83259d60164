import type { TwoStepSetup } from '@yatrika/contract/two-step';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/two-step/setup`: a new authenticator's QR code and key, not yet on. */
export function useStartTwoStepSetup() {
  return useMutation({ mutationFn: () => apiFetch<TwoStepSetup>('/admin/two-step/setup', { method: 'POST' }) });
}
