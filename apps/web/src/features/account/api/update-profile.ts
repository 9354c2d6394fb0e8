import type { profileUpdateSchema, User } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileQueryOptions } from '../../../lib/account/get-profile.ts';
import { api } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';

export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/** PATCH /api/auth/profile: answers the saved user. */
export function updateProfile(changes: ProfileChanges): Promise<User> {
  return api.patch<User>('/auth/profile', changes);
}

/**
 * Saves the profile, then puts the saved user everywhere it is shown: the profile query, and the
 * stored session (session storage and local storage 'user'), so the header's name changes at once.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryOptions(user.id).queryKey, user);
      updateSessionUser(user);
    },
  });
}
