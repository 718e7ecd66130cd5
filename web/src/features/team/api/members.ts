/** The company's members: the list (polled while invitations are on their way), invite, remove. */
import type { MemberView, NewMember } from '@shared/validation/team';
import { getLocale } from '@web/i18n/locale';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

export const MEMBERS_KEY = '/api/private/company/member';

const pending = (members?: MemberView[]) =>
  members?.some(
    (member) => member.invitation_status === 'queued' || member.invitation_status === 'processing',
  ) ?? false;

export function useMembers() {
  return useSWR<{ members: MemberView[] }>(
    MEMBERS_KEY,
    (path: string) => api<{ members: MemberView[] }>(path),
    {
      // Invitations leave asynchronously: look again every 2 s until none is queued or sending.
      refreshInterval: (data) => (pending(data?.members) ? 2000 : 0),
    },
  );
}

export async function inviteMember(member: NewMember): Promise<void> {
  await api(`${MEMBERS_KEY}/add`, { body: { member, adminPage: false, locale: getLocale() } });
  await mutate(MEMBERS_KEY);
}

export async function removeMember(email: string): Promise<void> {
  await api(`${MEMBERS_KEY}/delete`, { body: { email } });
  await mutate(MEMBERS_KEY);
}
