/** SendInvitation workflow task: records the invitation's status (processing, sent, failed). */
import { INVITATION_STATUSES } from '@shared/team/team';
import * as z from 'zod/mini';
import { clock } from '../lib/clock';
import { setInvitationStatus } from '../team/member-store';

const input = z.object({
  invitation: z.object({ companyId: z.string(), userId: z.string(), invitationId: z.string() }),
  status: z.enum(INVITATION_STATUSES),
});

export async function handler(event: unknown): Promise<{ recorded: boolean }> {
  const { invitation, status } = input.parse(event);
  const recorded = await setInvitationStatus(
    invitation.companyId,
    invitation.userId,
    invitation.invitationId,
    status,
    clock.now(),
  );
  return { recorded };
}
