import type { CustomerRecord } from '@yatrika/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

/** One traveller's record; under the users key, so a change to travellers refreshes it too. */
export const customerRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, userId, 'record'],
    queryFn: ({ signal }) => apiFetch<CustomerRecord>(`/admin/users/${encodeURIComponent(userId)}/record`, { signal }),
  });

export function useCustomerRecord(userId: string) {
  return useQuery(customerRecordQuery(userId));
}
