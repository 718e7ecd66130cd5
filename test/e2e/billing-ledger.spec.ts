/**
 * The ledger in the browser: a refund credited on a claim of the demo company becomes a success
 * fee line; a platform admin acting for the company previews what is owed and generates the
 * invoice (confirmation, then the generation pop-up); the client admin sees the invoice and the
 * fee line with its evidence, downloads the PDF, pays by card through the sandbox checkout, and
 * sees it paid; in English and French, at 1366 and 390 px, with axe-core on each screen.
 */
import { randomUUID } from 'node:crypto';
import { atBothWidths, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const DEMO = 'demo-merchant';

/** A claim of the demo company that the carrier credited (123.45 EUR). */
async function creditedClaim(): Promise<string> {
  const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
  const { changeClaim } = await import('../../functions/claims/claim-writes');
  const { getClaim } = await import('../../functions/claims/claim-queries');
  const claim = newClaim({
    claimId: `e2e-fee-${randomUUID()}`,
    companyId: DEMO,
    source: 'manual',
    owner: { userId: 'e2e-client_admin', email: 'owner@example.test' },
    credentialId: 'cred-e2e',
    tracking_number: `1ZE2E${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`,
    carrier: 'ups',
    issue: 'lost',
    reference: 'ORDER-E2E',
    lines: [
      {
        sales_date: '2026-10-30',
        description: 'Shoes',
        nb_of_items: 1,
        unit_price: 123.45,
        amount_excl: 123.45,
        amount_incl: 123.45,
        tax_percentage: 0,
        currency_code: 'EUR',
      },
    ],
    documents: [],
    given: { originalInvoice: true, pictures: true },
    at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  });
  await openClaim(claim, 'owner@example.test');
  for (const to of ['requested', 'credited'] as const)
    await changeClaim((await getClaim(DEMO, claim.claimId))!, {
      mover: 'connector',
      event: 'status',
      to,
      by: 'ups',
      at: new Date().toISOString(),
      message: to === 'credited' ? 'Refund credited to your UPS account' : null,
    });
  return claim.tracking_number;
}

test('a credited refund is previewed, invoiced, downloaded and paid through the sandbox, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tracking = await creditedClaim();

  // A platform admin acting for the company: preview, confirm, the generation pop-up.
  await signInAs(page, 'platform_admin', 'e2e-billing-ledger-ops');
  await page.goto('/billing');
  const generate = page.getByRole('region', { name: 'Generate invoice' });
  await generate.getByRole('button', { name: 'Preview what is owed' }).click();
  await expect(generate.getByRole('table').first()).toContainText(`Success fee 30% on the refund of €123.45`);
  await expect(generate.getByRole('table').first()).toContainText(tracking);
  await keepScreenshot(page, testInfo, 'billing-generate-preview-1366-en');
  await expectAccessible(page);
  await generate.getByRole('button', { name: 'Generate invoice' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Generate these documents?' });
  await expect(confirm).toContainText('cannot be changed afterwards');
  await confirm.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('dialog', { name: 'Generating the invoice' })).toBeVisible();
  const issued = generate.getByRole('status').filter({ hasText: /^Issued: / });
  await expect(issued).toBeVisible({ timeout: 15_000 });
  const number = /F-\d{4}-\d{6}/.exec((await issued.textContent()) ?? '')![0];
  const documents = page.getByRole('region', { name: 'Invoices, credit notes and statements' });
  await expect(documents.getByRole('row', { name: new RegExp(number) })).toContainText('Due');

  // The client admin: the invoice, the fee line with its evidence, the PDF, paying by card.
  await page.context().clearCookies();
  const admin = await page.context().newPage();
  await page.close();
  await signInAs(admin, 'client_admin');
  await admin.goto('/billing');
  const row = admin
    .getByRole('region', { name: 'Invoices, credit notes and statements' })
    .getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Due');
  const fee = admin
    .getByRole('region', { name: 'Success fees' })
    .getByRole('row', { name: new RegExp(tracking) });
  await expect(fee).toContainText('€123.45');
  await expect(fee).toContainText('€37.04');
  await expect(fee).toContainText('UPS: Refund credited to your UPS account');
  await expect(fee).toContainText(number);
  await atBothWidths(admin, testInfo, 'billing-ledger-admin-en');

  const download = admin.waitForEvent('download', { timeout: 25_000 });
  await row.getByRole('button', { name: `PDF (FR): download ${number} in French` }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  await row.getByRole('button', { name: 'Pay by card' }).click();
  await expect(admin).toHaveURL(/\/billing\/checkout\//);
  await expect(admin.getByRole('heading', { name: `Pay invoice ${number}` })).toBeVisible();
  await expect(admin.getByText('Sandbox payment provider: no money moves.')).toBeVisible();
  await atBothWidths(admin, testInfo, 'billing-checkout-en');
  const pay = admin.getByRole('button', { name: 'Pay now' });
  await pay.dblclick();
  await expect(admin.getByRole('status').filter({ hasText: 'Paid' })).toBeVisible();
  await admin.getByRole('link', { name: 'Back to billing' }).click();
  await expect(row).toContainText('Paid');

  await admin.getByLabel('Language').selectOption('fr');
  await expect(admin.getByRole('heading', { name: 'Facturation et abonnement', level: 1 })).toBeVisible();
  await expect(
    admin
      .getByRole('region', { name: 'Factures, avoirs et relevés' })
      .getByRole('row', { name: new RegExp(number) }),
  ).toContainText('Payée');
  await expect(
    admin
      .getByRole('region', { name: 'Commissions de succès' })
      .getByRole('row', { name: new RegExp(tracking) }),
  ).toContainText(/37,04/);
  await atBothWidths(admin, testInfo, 'billing-ledger-admin-fr');
});
