import type { AddCommentRequest, AddCommentResponse } from '@yatrika/contract/moments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { momentsFeedQuery } from './get-moments-feed.ts';

/** Sent with the traveller's token, also from the standalone comment page (our decision: no anonymous comments). */
export function addComment(momentId: string, text: string): Promise<AddCommentResponse> {
  const body: AddCommentRequest = { text };
  return apiFetch<AddCommentResponse>(`/moments/comment/${encodeURIComponent(momentId)}`, { method: 'POST', body });
}

/** Comments on a moment, then reloads the feed (spec §4). */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ momentId, text }: { momentId: string; text: string }) => addComment(momentId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: momentsFeedQuery.queryKey }),
  });
}
