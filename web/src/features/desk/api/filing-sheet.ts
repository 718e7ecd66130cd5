/**
 * A claim's filing sheet on the desk (issue 38, item 3): the sheet itself (SWR), its documents as
 * one zip (a link the browser follows), the merchant's portal login and whether it worked. The
 * login is never cached: it lives in the component that asked for it, and only as long as shown.
 */
import type { LoginCheck } from '@shared/claims/desk-sheet';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

const claimPath = (companyId: string, claimId: string) =>
  `/api/private/desk/claims/${encodeURIComponent(companyId)}/${encodeURIComponent(claimId)}`;

export const filingSheetKey = (companyId: string, claimId: string) =>
  `${claimPath(companyId, claimId)}/sheet`;

export function useFilingSheet(companyId: string, claimId: string) {
  return useSWR<Reply<'get-filing-sheet'>>(filingSheetKey(companyId, claimId), (path: string) =>
    api<Reply<'get-filing-sheet'>>(path),
  );
}

/** Makes (or finds) the claim version's zip and downloads it through its short-lived link. */
export async function downloadDocumentsZip(companyId: string, claimId: string): Promise<void> {
  const { url } = await api<Reply<'zip-claim-documents'>>(`${claimPath(companyId, claimId)}/documents-zip`, {
    body: {},
  });
  window.location.assign(url);
}

export const revealPortalLogin = (companyId: string, claimId: string) =>
  api<Reply<'reveal-portal-login'>>(`${claimPath(companyId, claimId)}/login`, { body: {} });

/** Records whether the login worked; the sheet refreshes with the account's status. */
export async function recordLoginCheck(
  companyId: string,
  claimId: string,
  check: LoginCheck,
): Promise<Reply<'record-login-check'>> {
  const reply = await api<Reply<'record-login-check'>>(`${claimPath(companyId, claimId)}/login-check`, {
    body: check,
  });
  await mutate(filingSheetKey(companyId, claimId));
  return reply;
}
