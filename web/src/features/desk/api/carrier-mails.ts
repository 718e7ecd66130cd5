/**
 * Carrier e-mail on the desk (issue 38, item 6): a claim's mails and the unmatched tray, page after
 * page; one mail whole; the decisions a person makes (apply a move, dismiss, attach, discard) and
 * a company's inbound claims address. A decision answers the mail and its claim as they now are;
 * the lists read themselves again after it (SWR's key filter does not reach infinite lists).
 */
import type { DeskMove } from '@shared/claims/desk';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';

export type ClaimMailsReply = Reply<'list-claim-mails'>;
export type MailTrayReply = Reply<'list-desk-mails'>;
export type MailSummaryView = ClaimMailsReply['mails'][number];
export type MailFullView = Reply<'get-desk-mail'>['mail'];
export type MailDecisionReply = Reply<'apply-mail-move'>;

const DESK = '/api/private/desk';
const segment = encodeURIComponent;
const claimPath = (companyId: string, claimId: string) =>
  `${DESK}/claims/${segment(companyId)}/${segment(claimId)}`;
const mailPath = (companyId: string, mailId: string) =>
  `${DESK}/mails/${segment(companyId)}/${segment(mailId)}`;

/** A claim's carrier mails, newest first, and its company's inbound address. */
export function useClaimMails(companyId: string, claimId: string) {
  return useSWRInfinite<ClaimMailsReply>(
    (index, previous: ClaimMailsReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return [`${claimPath(companyId, claimId)}/mails`, previous?.cursor ?? ''] as const;
    },
    ([path, cursor]: readonly [string, string]) => api(path, { query: { cursor: cursor || undefined } }),
  );
}

/** The unmatched tray: the caller's companies', or one company's. */
export function useMailTray(companyId?: string) {
  return useSWRInfinite<MailTrayReply>(
    (index, previous: MailTrayReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return [`${DESK}/mails`, companyId ?? '', previous?.cursor ?? ''] as const;
    },
    ([path, company, cursor]: readonly [string, string, string]) =>
      api(path, { query: { companyId: company || undefined, cursor: cursor || undefined } }),
  );
}

/** One mail whole (null: none asked for yet). */
export function useDeskMail(companyId: string, mailId: string | null) {
  return useSWR(mailId ? mailPath(companyId, mailId) : null, (path: string) =>
    api<Reply<'get-desk-mail'>>(path),
  );
}

/** The claim a mail answers, as the desk shows it: its version and the moves it offers now. */
export function useDeskClaimFacts(companyId: string, claimId: string) {
  return useSWR(claimPath(companyId, claimId), (path: string) => api<Reply<'get-desk-claim'>>(path));
}

/** After a decision: the mail and the claim read again wherever they are shown. */
const refresh = (companyId: string, mailId: string, claimId: string | null) =>
  mutate(
    (key) =>
      key === mailPath(companyId, mailId) || (claimId !== null && key === claimPath(companyId, claimId)),
    undefined,
    { revalidate: true },
  );

export async function applyMailMove(companyId: string, mailId: string, move: DeskMove) {
  const reply = await api<MailDecisionReply>(`${mailPath(companyId, mailId)}/move`, { body: move });
  await refresh(companyId, mailId, reply.mail.claimId);
  return reply;
}

export async function dismissMail(companyId: string, mailId: string) {
  const reply = await api<Reply<'dismiss-desk-mail'>>(`${mailPath(companyId, mailId)}/dismiss`, { body: {} });
  await refresh(companyId, mailId, reply.mail.claimId);
  return reply;
}

export async function attachMail(companyId: string, mailId: string, claimId: string) {
  const reply = await api<Reply<'attach-desk-mail'>>(`${mailPath(companyId, mailId)}/attach`, {
    body: { claimId },
  });
  await refresh(companyId, mailId, claimId);
  return reply;
}

export async function discardMail(companyId: string, mailId: string) {
  const reply = await api<Reply<'discard-desk-mail'>>(`${mailPath(companyId, mailId)}/discard`, { body: {} });
  await refresh(companyId, mailId, null);
  return reply;
}

export const createInboundAddress = (companyId: string) =>
  api<Reply<'create-inbound-address'>>(`${DESK}/companies/${segment(companyId)}/inbound-address`, {
    body: {},
  });
