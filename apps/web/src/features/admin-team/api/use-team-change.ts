import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from './team-keys.ts';

/** A change to the team that, done, reads the list again (a role, a status, an invitation). */
export function useTeamChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}
