import type { AdminUser, AdminUsersResponse } from '@yatrika/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** Every traveller with their bookings and reviews; the page filters them as the admin types. */
export const adminUsersQuery = queryOptions({
  queryKey: adminKeys.users,
  queryFn: ({ signal }) => fetchAllPages<AdminUsersResponse, AdminUser>('/admin/users', (answer) => answer.users, signal),
});

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
}
