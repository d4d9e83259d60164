import type { AdminPayment, PaymentRecordStatus } from '@yatrika/contract/payment-records';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetchPage } from '../../../lib/api-client.ts';

/** The screen's filter: every payment, those needing attention, or one status. */
export type PaymentsFilter = 'all' | 'attention' | PaymentRecordStatus;

/** Payments are a ledger that grows without end: read page by page, not all at once like the other admin lists. */
const PAGE_SIZE = 50;

function pagePath(filter: PaymentsFilter, text: string, cursor: string | undefined): string {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (text) search.set('query', text);
  if (filter === 'attention') search.set('attention', 'true');
  else if (filter !== 'all') search.set('status', filter);
  if (cursor) search.set('cursor', cursor);
  return `/admin/payments?${search}`;
}

/**
 * `GET /api/admin/payments?status=&attention=&query=&limit=&cursor=`: newest first, the next page
 * named by X-Next-Cursor; `query` finds a reference, a traveller's name, email or phone, or an order id.
 */
export const adminPaymentsQuery = (filter: PaymentsFilter, text = '') =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.payments, 'list', filter, text.trim()],
    queryFn: ({ pageParam, signal }) => apiFetchPage<AdminPayment[]>(pagePath(filter, text.trim(), pageParam), { signal }),
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.data),
  });

export function useAdminPayments(filter: PaymentsFilter, text = '') {
  return useInfiniteQuery(adminPaymentsQuery(filter, text));
}
