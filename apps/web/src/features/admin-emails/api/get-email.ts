import type { AdminEmailDetail } from '@yatrika/contract/emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { EMAILS_REFRESH_MS } from './get-emails.ts';
import { emailKeys } from './email-keys.ts';

/**
 * `GET /api/admin/emails/:id`: one message as it went out, or as it will once sent (a queued one
 * is rendered on the spot); 404 for no such message. Read again like the list, so a queued
 * message's status moves on while it is open.
 */
export const adminEmailQuery = (emailId: string) =>
  queryOptions({
    queryKey: emailKeys.one(emailId),
    queryFn: ({ signal }) => apiFetch<AdminEmailDetail>(`/admin/emails/${encodeURIComponent(emailId)}`, { signal }),
    refetchInterval: EMAILS_REFRESH_MS,
  });

export function useAdminEmail(emailId: string) {
  return useQuery(adminEmailQuery(emailId));
}
