/**
 * Send-outs to companies whose carrier accounts fail (issue 22): two companies in two languages are
 * listed with their failing accounts, previewed as SES renders the template, e-mailed (read back in
 * the mailbox, with the carriers, the reasons and the link), and a second send-out within the
 * interval is refused ('too_soon') without a second e-mail.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { putWorkingCredential } from '../support/credentials';
import { call } from '../support/http';
import { mailTo } from '../support/mail';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();

const ops = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

async function failingCompany(locale: 'en' | 'fr') {
  const companyId = await makeCompany(`Failing ${locale} ${randomUUID().slice(0, 6)}`);
  const admin = await makePerson({ role: 'client_admin', companyId, locale });
  await putWorkingCredential(companyId, `cred-${randomUUID()}`, 'ups', 'invalid_credentials');
  await putWorkingCredential(companyId, `cred-${randomUUID()}`, 'dhl', 'account_locked');
  await putWorkingCredential(companyId, `cred-${randomUUID()}`, 'fedex');
  return { companyId, admin };
}

describe('send-outs about failing carrier accounts', () => {
  it('previews and sends in each company’s language, once within the interval', async () => {
    const token = await ops();
    const english = await failingCompany('en');
    const french = await failingCompany('fr');

    // Listed from the not-working accounts, page after page, with why and the language.
    const listed: Reply<'list-sendouts'>['companies'] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Reply<'list-sendouts'> } = await call<Reply<'list-sendouts'>>(
        'GET',
        `/api/private/admin/sendouts${cursor ? `?cursor=${cursor}` : ''}`,
        { token },
      );
      listed.push(...page.body.companies);
      cursor = page.body.cursor;
    } while (cursor);
    const frenchRow = listed.find((company) => company.companyId === french.companyId)!;
    expect(frenchRow.locale).toBe('fr');
    expect(frenchRow.credentials.map((credential) => [credential.carrier, credential.reason]).sort()).toEqual(
      [
        ['dhl', 'account_locked'],
        ['ups', 'invalid_credentials'],
      ],
    );
    expect(frenchRow.lastSendout).toBeNull();
    expect(JSON.stringify(listed)).not.toContain('Secret-1');

    // The same accounts in the panel's list of every company's accounts, never with a password.
    const accounts: Reply<'list-all-credentials'>['credentials'] = [];
    let position: string | null = null;
    do {
      const page: { body: Reply<'list-all-credentials'> } = await call<Reply<'list-all-credentials'>>(
        'GET',
        `/api/private/admin/credentials?status=not_working${position ? `&cursor=${position}` : ''}`,
        { token },
      );
      accounts.push(...page.body.credentials);
      position = page.body.cursor;
    } while (position);
    expect(
      accounts
        .filter((account) => account.companyId === french.companyId)
        .map((account) => account.carrier)
        .sort(),
    ).toEqual(['dhl', 'ups']);
    expect(JSON.stringify(accounts)).not.toMatch(/Secret-1|wrappedKey|ciphertext/);

    const preview = await call<Reply<'preview-sendout'>>(
      'GET',
      `/api/private/admin/sendouts/${french.companyId}/preview`,
      { token },
    );
    expect(preview.body).toMatchObject({ locale: 'fr', recipients: [french.admin.email] });
    expect(preview.body.subject).toMatch(
      /^Vos comptes transporteurs demandent votre attention\u00a0: Failing fr/,
    );
    expect(preview.body.text).toContain('le transporteur refuse l’identifiant ou le mot de passe');
    expect(preview.body.text).toContain('/carrier/information');
    expect(preview.body.text).not.toContain('FedEx');

    const sent = await call<Reply<'send-sendout'>>('POST', '/api/private/admin/sendouts', {
      token,
      body: { companyIds: [english.companyId, french.companyId], intervalDays: 7 },
    });
    expect(sent.body.results.map((result) => result.outcome)).toEqual(['sent', 'sent']);
    const [frenchMail] = await mailTo(french.admin.email);
    const [englishMail] = await mailTo(english.admin.email);
    expect(frenchMail?.subject).toBe(preview.body.subject);
    expect(frenchMail?.body.text).toContain('le transporteur a verrouillé le compte');
    expect(englishMail?.subject).toMatch(/^Your carrier accounts need attention: Failing en/);
    expect(englishMail?.body.text).toContain('UPS');
    expect(englishMail?.body.text).toContain('the carrier refuses the user name or the password');

    // Again within the interval: refused for each, and nobody gets a second e-mail.
    const again = await call<Reply<'send-sendout'>>('POST', '/api/private/admin/sendouts', {
      token,
      body: { companyIds: [french.companyId, english.companyId], intervalDays: 7 },
    });
    expect(again.body.results.map((result) => result.outcome)).toEqual(['too_soon', 'too_soon']);
    expect(await mailTo(french.admin.email)).toHaveLength(1);
    expect(again.body.results[0]!.lastSendout).toMatchObject({ status: 'sent', recipients: 1 });
    const log = await call<Reply<'list-admin-log'>>(
      'GET',
      `/api/private/admin/log?companyId=${french.companyId}`,
      {
        token,
      },
    );
    expect(log.body.entries.map((entry) => entry.action)).toEqual(['sendout_sent']);
  });

  it('shows what became of each e-mail, from SES’s events: delivered, bounced, complained of', async () => {
    const token = await ops();
    const tag = randomUUID().slice(0, 8);
    const companyId = await makeCompany(`Bouncing ${tag}`);
    for (const address of ['bounce', 'complaint', 'success'])
      await makePerson({
        role: 'client_admin',
        companyId,
        email: `${address}+${tag}@simulator.amazonses.com`,
      });
    await putWorkingCredential(companyId, `cred-${randomUUID()}`, 'ups', 'invalid_credentials');
    const sent = await call<Reply<'send-sendout'>>('POST', '/api/private/admin/sendouts', {
      token,
      body: { companyIds: [companyId], intervalDays: 7 },
    });
    expect(sent.body.results[0]).toMatchObject({ outcome: 'sent', lastSendout: { recipients: 3 } });
    const { lastSendout } = await import('../../functions/admin/sendouts');
    // Each e-mail's events come on their own: wait until each has reached its last state.
    await expect
      .poll(async () => (await lastSendout(companyId))?.delivery, { timeout: 15_000, interval: 100 })
      .toEqual({ sent: 0, delayed: 0, delivered: 1, bounced: 1, complained: 1 });
    const last = await lastSendout(companyId);

    // SES's events come in any order: a late 'Send' takes no e-mail back.
    const { recordMailEvent } = await import('../../functions/admin/sendouts');
    expect(await recordMailEvent(last!.messageIds[0]!, 'sent')).toBe(false);
    expect(await recordMailEvent('not-one-of-ours', 'delivered')).toBe(false);
    expect((await lastSendout(companyId))?.delivery).toEqual(last?.delivery);

    // An event SES sends before the send-out noted the e-mail's id is applied once it is noted.
    const { followMessage } = await import('../../functions/admin/sendouts');
    expect(await recordMailEvent(`early-${companyId}`, 'delivered')).toBe(false);
    await followMessage(`early-${companyId}`, companyId, last!.sentAt, new Date());
    expect((await lastSendout(companyId))?.delivery.delivered).toBe(2);
  });

  it('refuses an empty choice, and is the platform admins’ only', async () => {
    const token = await ops();
    const empty = await call('POST', '/api/private/admin/sendouts', {
      token,
      body: { companyIds: [], intervalDays: 7 },
    });
    expect(empty.status).toBe(400);
    const shop = await failingCompany('en');
    const admin = await tokenFor({
      role: 'client_admin',
      companyId: shop.companyId,
      userId: shop.admin.userId,
    });
    expect((await call('GET', '/api/private/admin/sendouts', { token: admin })).status).toBe(403);
  });
});
