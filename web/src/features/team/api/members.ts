/** The company's members: invite, remove (the list is @web/api/members, claims read it too). */
import type { NewMember } from '@shared/team/team';
import { MEMBERS_KEY } from '@web/api/members';
import { getLocale } from '@web/i18n/locale';
import { api } from '@web/lib/api-client';
import { mutate } from 'swr';

export async function inviteMember(member: NewMember): Promise<void> {
  await api(`${MEMBERS_KEY}/add`, { body: { member, adminPage: false, locale: getLocale() } });
  await mutate(MEMBERS_KEY);
}

export async function removeMember(email: string): Promise<void> {
  await api(`${MEMBERS_KEY}/delete`, { body: { email } });
  await mutate(MEMBERS_KEY);
}
