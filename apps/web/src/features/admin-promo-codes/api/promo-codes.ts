import type { CreatePromoCodeRequest, PromoCode, UpdatePromoCodeRequest } from '@yatrika/contract/promo-codes';
import type { AdminTourListResponse, Tour } from '@yatrika/contract/tours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

type PromoCodeAnswer = { message: string; promoCode: PromoCode };

/** `GET /api/admin/promo-codes`: every code, newest first, with its uses so far. */
export const promoCodesQuery = queryOptions({
  queryKey: [...adminKeys.promoCodes, 'list'],
  queryFn: ({ signal }) => apiFetch<{ promoCodes: PromoCode[] }>('/admin/promo-codes', { signal }).then((answer) => answer.promoCodes),
});

export const usePromoCodes = () => useQuery(promoCodesQuery);

/** Every tour, to choose those a code is for. */
export const useToursToChoose = () =>
  useQuery({
    queryKey: [...adminKeys.tours, 'list', ''],
    queryFn: ({ signal }) => fetchAllPages<AdminTourListResponse, Tour>('/admin/tours', (answer) => answer.tours, signal),
  });

/** `POST /api/admin/promo-codes`, or `PUT /api/admin/promo-codes/{id}` with the terms when editing. */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: CreatePromoCodeRequest }) => {
      if (id === null) return apiFetch<PromoCodeAnswer>('/admin/promo-codes', { method: 'POST', body: form });
      const { code: _code, ...terms } = form;
      return apiFetch<PromoCodeAnswer>(`/admin/promo-codes/${encodeURIComponent(id)}`, { method: 'PUT', body: terms satisfies UpdatePromoCodeRequest });
    },
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.promoCodes),
  });
}

/** `PUT /api/admin/promo-codes/{id}/active`: switch a code off or on again. */
export function useSwitchPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiFetch<PromoCodeAnswer>(`/admin/promo-codes/${encodeURIComponent(id)}/active`, { method: 'PUT', body: { active } }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.promoCodes),
  });
}
