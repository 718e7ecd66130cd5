/**
 * Action required in the browser: two bulk lines without goods become investigations waiting for
 * their goods and their original invoice; the sidebar counts them; the goods are given in the
 * modal (the shared rules answer first, a large amount is confirmed); the sales invoice task list
 * downloads; invoices dropped by order number attach themselves (and a file of no order says so);
 * the notifications point to what is left; the last one is answered from the investigation's page
 * in French.
 */
import { readFileSync } from 'node:fs';
import { demoParcels, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const pdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\ntrailer <<>>\n%%EOF\n`);

test('a merchant answers what investigations wait for: goods in a modal, sales invoices by order number, in en and fr', async ({
  page,
}, testInfo) => {
  // Five screens checked with axe on top of the journey itself.
  test.setTimeout(90_000);
  // Parcels no other browser test claims for.
  const [first, second] = (await demoParcels('late', 'returned')) as [string, string];
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await signInAs(page, 'client_admin');

  // Two bulk lines without goods.
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page.getByLabel('Your file').setInputFiles({
    name: 'waiting.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `tracking_number,carrier,issue,reference\r\n${first},UPS,Lost,E2E-ORD-1\r\n${second},UPS,Lost,E2E/ORD/2\r\n`,
    ),
  });
  await page.getByRole('button', { name: 'Check the lines' }).click();
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'claims created' })).toContainText(
    '2 claims created',
    {
      timeout: 30_000,
    },
  );

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Data Needed/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Data Needed', level: 1 })).toBeVisible();
  const row = (tracking: string) => page.getByRole('row').filter({ hasText: tracking });
  await expect(row(first)).toContainText('Merchandise information');
  await expect(row(first)).toContainText('Original invoice missing');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'action-required-en');

  // The goods, in the modal: the shared rules answer before anything is sent.
  await row(first)
    .getByRole('button', { name: `Provide: Merchandise information, ${first}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Merchandise information · ${first}` });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Sales date').fill(yesterday);
  await modal.getByLabel('Description').fill('Espresso machine');
  await modal.getByLabel('Unit price').fill('6 200,00');
  await modal.getByLabel('Amount excl. tax').fill('5 166,67');
  await modal.getByLabel('Amount incl. tax').fill('5 000');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('The amount including tax cannot be lower')).toBeVisible();
  await modal.getByLabel('Amount incl. tax').fill('6 200,00');
  await modal.getByRole('button', { name: 'Send' }).click();
  // A large amount is confirmed first, as in a new claim.
  await expect(modal.getByRole('alert')).toContainText('Some values look unusual');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'action-modal-en');
  await modal.getByRole('button', { name: 'Confirm the values and send' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    'the information was added to the investigation',
  );
  await expect(row(first)).not.toContainText('Merchandise information');

  // Sales invoices: the task list, then invoices named by order number.
  await page.getByRole('link', { name: 'Sales invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Sales invoices to import' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the list' }).click();
  const list = await download;
  expect(list.suggestedFilename()).toMatch(/^sales-invoices-needed-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await list.path())!, 'utf8');
  expect(csv).toContain(`E2E-ORD-1,E2E-ORD-1.pdf,${first}`);
  expect(csv).toContain(`E2E/ORD/2,E2E-ORD-2.pdf,${second}`);

  await page.getByLabel(/Choose a file/).setInputFiles([
    { name: 'e2e-ord-1.pdf', mimeType: 'application/pdf', buffer: pdf('order 1') },
    { name: 'NO-SUCH-ORDER.pdf', mimeType: 'application/pdf', buffer: pdf('no order') },
  ]);
  await expect(
    page.getByText('e2e-ord-1.pdf: attached to 1 investigation of order E2E-ORD-1.'),
  ).toBeVisible();
  await expect(
    page.getByText('NO-SUCH-ORDER.pdf: no investigation of order NO-SUCH-ORDER waits for an invoice.'),
  ).toBeVisible();
  await page.getByLabel(/Choose a file/).setInputFiles({
    name: 'E2E-ORD-2.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('order 2'),
  });
  await expect(
    page.getByText('E2E-ORD-2.pdf: attached to 1 investigation of order E2E-ORD-2.'),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'sales-invoices-en');

  // The first is complete and went to the carrier; the second still waits for its goods.
  await page.getByRole('link', { name: 'Investigations', exact: true }).click();
  await expect(row(first)).toHaveCount(0);
  await expect(row(second)).toContainText('Merchandise information');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('link', { name: /investigations? needs? information/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // In French, from the investigation's page.
  await page.getByLabel('Language').selectOption('fr');
  await row(second).getByRole('link', { name: second }).click();
  await expect(page.getByRole('heading', { name: 'Informations à fournir' })).toBeVisible();
  await page.getByRole('button', { name: `Fournir : Informations sur la marchandise, ${second}` }).click();
  const french = page.getByRole('dialog', { name: `Informations sur la marchandise · ${second}` });
  await french.getByLabel('Date de vente').fill(yesterday);
  await french.getByLabel('Description').fill('Moulin à café');
  await french.getByLabel('Prix unitaire').fill('');
  await french.getByRole('button', { name: 'Envoyer' }).click();
  await expect(french.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'action-modal-fr');
  await french.getByLabel('Prix unitaire').fill('45,90');
  await french.getByLabel('Montant HT').fill('38,25');
  await french.getByLabel('Montant TTC').fill('45,90');
  await french.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status')).toContainText('plus rien ne manque');
  await expect(page.getByRole('heading', { name: 'Informations à fournir' })).toHaveCount(0);
  await expect(page.getByText('Informations ajoutées (Informations sur la marchandise)')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'claim-answered-fr');
});
