import type { AuditEntry } from '@yatrika/contract/audit';
import { auditMessages } from '@yatrika/contract/audit';
import { todayInIndia } from '@yatrika/contract/dates';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiDownload, apiFetchPage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { AuditFilters } from '../pages/use-audit-filters.ts';

const PAGE_SIZE = 50;

/** The filters as the server reads them, the same for the list and its CSV. */
export function auditQuery(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['actor', 'kind', 'from', 'to', 'reference'] as const) if (filters[key]) query.set(key, filters[key]);
  return query;
}

/** `GET /api/admin/audit?actor=&kind=&from=&to=&reference=&limit=&cursor=`: newest first, paged by X-Next-Cursor. */
export const adminAuditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', auditQuery(filters).toString()],
    queryFn: ({ pageParam, signal }) => {
      const query = auditQuery(filters);
      query.set('limit', String(PAGE_SIZE));
      if (pageParam) query.set('cursor', pageParam);
      return apiFetchPage<AuditEntry[]>(`/admin/audit?${query}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.data),
  });

export function useAdminAudit(filters: AuditFilters) {
  return useInfiniteQuery(adminAuditQuery(filters));
}

/** `GET /api/admin/audit.csv` of the same filters, saved as a file (owners only; the server checks). */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  saveFile(await apiDownload(`/admin/audit.csv?${auditQuery(filters)}`), auditMessages.csvFileName(todayInIndia()));
}
