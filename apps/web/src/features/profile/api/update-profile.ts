import type { UpdateProfileResponse } from '@yatrika/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

/** The four fields a traveller may change (spec §7); nothing else is sent. */
export interface ProfileChanges {
  firstname: string;
  lastname: string;
  username: string;
  phone: string;
}

export function updateProfile({ firstname, lastname, username, phone }: ProfileChanges) {
  return apiFetch<UpdateProfileResponse>('/user/profile', {
    method: 'PUT',
    body: { firstname, lastname, username, phone },
  });
}

/** Saves the profile; the header and the overview show the new details at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
