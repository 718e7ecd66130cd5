/**
 * GET /api/private/desk/mails: the unmatched tray, carrier mails that named no claim, newest
 * first: every client company's for a platform admin, the assigned companies' for provider staff,
 * or one company's. Read from the tray's indexes, never a scan.
 */
import { mailTrayQuerySchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { Invalid } from '../http/errors';
import { ok } from '../http/responses';
import { MAX_MERGED_COMPANIES } from './desk-queries';
import { deskScope, requireInScope } from './desk-scope';
import { companyNames, listTray, mailSummary } from './mail-store';

export const handler = endpoint(mailTrayQuerySchema, async ({ input, actor }) => {
  const scope = input.companyId ? await requireInScope(actor, input.companyId) : await deskScope(actor);
  const companies = input.companyId ? [input.companyId] : scope.kind === 'all' ? 'all' : scope.companyIds;
  if (companies !== 'all' && companies.length > MAX_MERGED_COMPANIES)
    throw Invalid(
      `Choose a company: the tray of more than ${MAX_MERGED_COMPANIES} companies is read one at a time`,
    );
  const page = await listTray(companies, input.cursor);
  const names = await companyNames(page.mails.map((mail) => mail.companyId));
  return ok({
    mails: page.mails.map((mail) => mailSummary(mail, names.get(mail.companyId) ?? mail.companyId)),
    cursor: page.cursor,
  });
});
