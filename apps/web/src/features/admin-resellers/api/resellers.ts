import type { CreateResellerRequest, ResellerReportResponse, ResellerResponse, ResellerWithKeyResponse } from '@yatrika/contract/resellers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiDownload, apiFetch } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** `GET /api/admin/resellers`: every reseller, newest first, never a key. */
export const resellersQuery = queryOptions({
  queryKey: [...adminKeys.resellers, 'list'],
  queryFn: ({ signal }) => apiFetch<{ resellers: ResellerResponse[] }>('/admin/resellers', { signal }).then((answer) => answer.resellers),
});

export const useResellers = () => useQuery(resellersQuery);

/** `GET /api/admin/resellers/{id}/bookings?month=`: the month's bookings and commission. */
export const resellerReportQuery = (id: string, month: string) =>
  queryOptions({
    queryKey: [...adminKeys.resellers, 'report', id, month],
    queryFn: ({ signal }) => apiFetch<ResellerReportResponse>(`/admin/resellers/${encodeURIComponent(id)}/bookings?${new URLSearchParams({ month })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useResellerReport = (id: string, month: string) => useQuery(resellerReportQuery(id, month));

/** `GET /api/admin/resellers/{id}/bookings.csv?month=`: the same month as a spreadsheet. */
export async function downloadReportCsv(reseller: Pick<ResellerResponse, '_id' | 'name'>, month: string): Promise<void> {
  const file = await apiDownload(`/admin/resellers/${encodeURIComponent(reseller._id)}/bookings.csv?${new URLSearchParams({ month })}`);
  saveFile(file, `commission-${reseller.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'reseller'}-${month}.csv`);
}

function useResellerChange<T, A>(mutationFn: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.resellers }) });
}

/** `POST /api/admin/resellers`: a new reseller and its key, shown once. */
export const useCreateReseller = () => useResellerChange((form: CreateResellerRequest) => apiFetch<ResellerWithKeyResponse>('/admin/resellers', { method: 'POST', body: form }));

/** `POST /api/admin/resellers/{id}/key`: a new key (the old one stops at once), shown once. */
export const useIssueKey = () => useResellerChange((id: string) => apiFetch<ResellerWithKeyResponse>(`/admin/resellers/${encodeURIComponent(id)}/key`, { method: 'POST' }));

/** `DELETE /api/admin/resellers/{id}/key`: the key is refused from now on. */
export const useRevokeKey = () =>
  useResellerChange((id: string) => apiFetch<{ message: string; reseller: ResellerResponse }>(`/admin/resellers/${encodeURIComponent(id)}/key`, { method: 'DELETE' }));
