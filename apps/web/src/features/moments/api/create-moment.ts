import type { Moment } from '@yatrika/contract/moments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { momentsFeedQuery } from './get-moments-feed.ts';

interface CreateMomentAnswer {
  success: true;
  message: string;
  moment: Moment;
}

export interface NewMoment {
  image: File;
  description: string;
}

/** multipart/form-data: the picture as `image`, the caption as `description`. */
export function createMoment({ image, description }: NewMoment): Promise<CreateMomentAnswer> {
  const form = new FormData();
  form.append('description', description);
  form.append('image', image);
  return apiFetch<CreateMomentAnswer>('/moments/create', { method: 'POST', body: form });
}

export function useCreateMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMoment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: momentsFeedQuery.queryKey }),
  });
}
