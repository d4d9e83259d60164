import type { CustomerNoteRequest } from '@yatrika/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { customerRecordQuery } from './get-customer-record.ts';

/** Keeps a note on the traveller's record, then reads the record again (the note with its author and time). */
export function useAddCustomerNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: CustomerNoteRequest) => apiFetch(`/admin/users/${encodeURIComponent(userId)}/notes`, { method: 'POST', body: note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerRecordQuery(userId).queryKey }),
  });
}
