import type { CustomerMergeCounts } from '@yatrika/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** Merges the duplicate into the record kept; every list that names travellers, bookings or reviews is read again. */
export function useMergeCustomers(keptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (duplicateId: string) =>
      apiFetch<{ message: string; moved: CustomerMergeCounts }>(`/admin/users/${encodeURIComponent(keptId)}/merge`, { method: 'POST', body: { duplicateId } }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.users, adminKeys.bookings, adminKeys.reviews, adminKeys.moments),
  });
}
