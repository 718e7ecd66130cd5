/** The company's members: the list (polled while invitations are on their way), read by the team page and the claims list. */
import type { Reply } from '@shared/platform/replies';
import type { MemberView } from '@shared/team/team';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export const MEMBERS_KEY = '/api/private/company/member';

const pending = (members?: MemberView[]) =>
  members?.some(
    (member) => member.invitation_status === 'queued' || member.invitation_status === 'processing',
  ) ?? false;

export function useMembers() {
  return useSWR<Reply<'list-members'>>(MEMBERS_KEY, (path: string) => api<Reply<'list-members'>>(path), {
    // Invitations leave asynchronously: look again every 2 s until none is queued or sending.
    refreshInterval: (data) => (pending(data?.members) ? 2000 : 0),
  });
}
