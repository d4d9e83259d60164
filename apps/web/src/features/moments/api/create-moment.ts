import type { CreateMomentResponse } from '@yatrika/contract/moments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { momentsFeedQuery } from './get-moments-feed.ts';

export interface NewMoment {
  image: File;
  description: string;
}

/** multipart/form-data: the picture as `image`, the caption as `description`. */
export function createMoment({ image, description }: NewMoment): Promise<CreateMomentResponse> {
  const form = new FormData();
  form.append('description', description);
  form.append('image', image);
  return apiFetch<CreateMomentResponse>('/moments/create', { method: 'POST', body: form });
}

export function useCreateMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMoment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: momentsFeedQuery.queryKey }),
  });
}
