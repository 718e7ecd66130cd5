/** The caller's own profile and password. */

import type { Profile, ProfileView } from '@shared/identity/profile';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import { setToken } from '@web/lib/session';
import useSWR, { mutate } from 'swr';

export const PROFILE_KEY = '/api/private/user/profile';

export type { ProfileView };

export function useProfile() {
  return useSWR<ProfileView>(PROFILE_KEY, (path: string) => api<ProfileView>(path));
}

export async function saveProfile(profile: Profile): Promise<void> {
  const answer = await api<Reply<'update-profile'>>(PROFILE_KEY, {
    method: 'PUT',
    body: profile,
  });
  // The names in the top bar come from the token: take the one that carries the new names.
  setToken(answer.token);
  await mutate(PROFILE_KEY, answer.profile, { revalidate: false });
}

export const changePassword = async (input: {
  current_password: string;
  password: string;
  password_confirmation?: string;
}) => {
  // A new password ends every other session; this one goes on with the token in the answer.
  const answer = await api<Reply<'change-password'>>('/api/private/user/password', { body: input });
  setToken(answer.token);
  return answer;
};
