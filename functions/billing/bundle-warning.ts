/**
 * The 80 % warning (spec section 9) by e-mail: once the month's usage reaches 80 % of the bundle,
 * the company's client admins are e-mailed, once per month: a marker item written only if absent
 * decides who sends it, so two audits finishing together send one. A mail failure is logged and
 * never undoes the audit that counted the parcels. The banner needs no marker: the pages read the
 * usage.
 */
import { isConditionFailed } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { keys } from '../lib/table/keys';
import { IF_ABSENT, table } from '../lib/table/table';
import { sendMail } from '../notifications/mailer';
import { bundleWarningMail } from '../notifications/templates';
import { listMembers } from '../team/member-store';
import { readSubscription, readUsage } from './subscription-store';

export async function warnBundleOnce(companyId: string): Promise<boolean> {
  const { subscription, today } = await readSubscription(companyId);
  const { usage } = await readUsage(companyId, subscription.plan, today);
  if (usage.level === 'ok') return false;
  try {
    await table.put(
      {
        ...keys.bundleWarning(companyId, usage.period),
        entity: 'bundleWarning',
        at: new Date().toISOString(),
        percent: usage.percent,
      },
      IF_ABSENT,
    );
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  const admins = (await listMembers(companyId)).filter(
    (member) => member.role === 'client_admin' && member.active !== false,
  );
  for (const admin of admins)
    await sendMail(
      admin.email_address,
      bundleWarningMail(admin.locale ?? 'en', admin.first_name, usage, `${env.APP_URL}/billing`),
    ).catch((error: unknown) => log.warn('bundle warning not sent', { companyId, error: String(error) }));
  log.info('bundle warning sent', {
    companyId,
    period: usage.period,
    percent: usage.percent,
    admins: admins.length,
  });
  return true;
}
