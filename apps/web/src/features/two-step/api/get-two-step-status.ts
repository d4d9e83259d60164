import type { TwoStepStatus } from '@yatrika/contract/two-step';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { twoStepKeys } from './two-step-keys.ts';

/** `GET /api/admin/two-step`: on or off, required or not, the date to enrol by, recovery codes left, remembered devices. */
export const twoStepStatusQuery = queryOptions({
  queryKey: twoStepKeys.status,
  queryFn: ({ signal }) => apiFetch<TwoStepStatus>('/admin/two-step', { signal }),
});

export function useTwoStepStatus() {
  return useQuery(twoStepStatusQuery);
}
