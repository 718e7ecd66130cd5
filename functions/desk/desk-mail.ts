/**
 * One carrier mail on the desk: read for a caller who works its company (a 403 before anything is
 * read otherwise; a mail belongs to the company whose address it was sent to), and what a decision
 * on it answers: the mail, and its claim as the desk shows it.
 */
import type { StoredClaim } from '../claims/stored-claim';
import { getCompany } from '../companies/company-store';
import type { Actor, HttpRequest } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { deskAnswer } from './desk-claim';
import { requireInScope } from './desk-scope';
import { getMail, mailSummary, type StoredMail } from './mail-store';

export async function deskMailOf(
  actor: Actor,
  request: HttpRequest,
): Promise<{ companyId: string; mail: StoredMail; companyName: string }> {
  const { companyId = '', mailId = '' } = request.params;
  await requireInScope(actor, companyId);
  if (!/^[\w-]{8,64}$/.test(mailId)) throw NotFound('No such e-mail');
  const [mail, company] = await Promise.all([getMail(companyId, mailId), getCompany(companyId)]);
  if (!mail) throw NotFound('No such e-mail');
  return { companyId, mail, companyName: company?.name ?? companyId };
}

/** A decision's answer: the mail as it now is, and its claim's desk answer. */
export const mailAnswer = (
  mail: StoredMail,
  claim: StoredClaim,
  companyName: string,
  actor: Actor,
  today: Date,
) => ({ mail: mailSummary(mail, companyName), ...deskAnswer(claim, companyName, actor, today) });
