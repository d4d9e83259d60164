import type { MomentLikes } from '@yatrika/contract/moments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { momentsFeedQuery } from './get-moments-feed.ts';

export interface ToggleLikeRequest {
  momentId: string;
  /** true → PUT like, false → PUT unlike. */
  like: boolean;
}

export function toggleLike({ momentId, like }: ToggleLikeRequest): Promise<MomentLikes> {
  const action = like ? 'like' : 'unlike';
  return apiFetch<MomentLikes>(`/moments/${action}/${encodeURIComponent(momentId)}`, { method: 'PUT' });
}

/** Likes or unlikes a moment, then reloads the feed (spec §4). */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: momentsFeedQuery.queryKey }),
  });
}
