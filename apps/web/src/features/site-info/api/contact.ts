import type { ContactDetails, ContactRequest } from '@yatrika/contract/contact';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/routes/contact`: the operator's published email and phone, each null when not set. */
export const contactDetailsQuery = queryOptions({
  queryKey: ['contact-details'],
  queryFn: ({ signal }) => apiFetch<ContactDetails>('/routes/contact', { auth: false, signal }),
  staleTime: 60 * 60_000,
});

export function useContactDetails() {
  return useQuery(contactDetailsQuery);
}

/** `POST /api/contact`: emails the operator; 429 after a few messages in an hour. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactRequest) => apiFetch<{ message: string }>('/contact', { method: 'POST', body: message, auth: false }),
  });
}
