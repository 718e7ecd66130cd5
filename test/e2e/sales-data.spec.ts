/**
 * Sales Data in the browser (issue 21): the client admin creates an API key (shown once), the
 * company's system sends an order with it, the page says the integration works and when the key was
 * last used, and the key revoked is refused at once; a member reads the page without the key
 * actions. In English and French, at 1366 and 390 px, with axe-core.
 */
import { atBothWidths, expect, expectAccessible, signInAs, test } from './fixtures';

const order = {
  orders: [
    {
      order_number: 'E2E-SALES-1',
      lines: [
        {
          sales_date: '2026-10-02',
          description: 'Lampe en laiton',
          nb_of_items: '1',
          unit_price: '80.00',
          amount_excl: '80.00',
          amount_incl: '96.00',
          tax_percentage: '20',
          currency_code: 'EUR',
        },
      ],
    },
  ],
};

const sendOrders = (key: string) =>
  fetch(`${process.env.PA_BASE_URL}/api/integration/v1/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });

test('the client admin creates an API key, the shop sends an order with it, and the key is revoked, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'client_admin', 'e2e-sales-data');
  await page.goto('/home');
  await page.getByRole('link', { name: 'Sales Data', exact: true }).click();
  await expect(page).toHaveURL(/\/salesData$/);
  const api = page.getByRole('region', { name: /API integration/ });
  await api.getByRole('button', { name: 'Create an API key' }).click();
  await expect(api.getByText('This field is required')).toBeVisible();
  await api.getByLabel('Name').fill('Boutique Shopify');
  await api.getByRole('button', { name: 'Create an API key' }).click();
  const secret = (await api.locator('code.secret').textContent()) ?? '';
  expect(secret).toMatch(/^pa_live_[0-9a-f]{16}_/);
  await expectAccessible(page);
  const row = api.getByRole('row', { name: /Boutique Shopify/ });
  await expect(row).toContainText('Never');

  expect((await sendOrders(secret)).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: /API integration/ })).toContainText('Working');
  await expect(row).not.toContainText('Never');
  await expect(page.locator('code.secret')).toHaveCount(0);
  await atBothWidths(page, testInfo, 'sales-data-en');

  await page.getByLabel('Language').selectOption('fr');
  const french = page.getByRole('region', { name: /Intégration par API/ });
  await french.getByRole('button', { name: 'Révoquer Boutique Shopify' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Révoquer la clé Boutique Shopify ?' });
  await dialog.getByRole('button', { name: 'Révoquer' }).click();
  await expect(french.getByRole('row', { name: /Boutique Shopify/ })).toContainText('Révoquée');
  expect((await sendOrders(secret)).status).toBe(401);
  await atBothWidths(page, testInfo, 'sales-data-fr');

  // The platform team sees the key, revoked, with what the company's sales data brought.
  const admin = await page.context().newPage();
  await signInAs(admin, 'platform_admin', 'e2e-sales-data-ops');
  await admin.goto('/adminPanel/integrations');
  // Same browser, same choice of language: French.
  const integrations = admin.getByRole('region', {
    name: 'Intégrations des données de vente de toutes les entreprises',
  });
  await expect(integrations.getByRole('row', { name: /Boutique Shopify/ }).first()).toContainText('Révoquée');
  await expectAccessible(admin);
});

test('a member reads Sales Data without the key actions', async ({ page }) => {
  await signInAs(page, 'member', 'e2e-sales-data-member');
  await page.goto('/salesData');
  const api = page.getByRole('region', { name: /API integration/ });
  await expect(api).toContainText('No Admin Access');
  await expect(api.getByRole('button', { name: 'Create an API key' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the API reference reads the OpenAPI document: every field of an order, and the answers, in English and French', async ({
  page,
}, testInfo) => {
  await page.goto('/claimCenter/documentation/api');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  const orders = page.getByRole('region', { name: 'POST /api/integration/v1/orders' });
  await expect(orders.getByRole('row', { name: /orders\[\]\.lines\[\]\.unit_price/ })).toContainText('Yes');
  await expect(orders.getByRole('row', { name: /orders\[\]\.customer\.email/ })).toContainText('No');
  await expect(orders).toContainText('429');
  await atBothWidths(page, testInfo, 'api-reference-en');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Référence de l’API', level: 1 })).toBeVisible();
  await expect(orders.getByRole('row', { name: /orders\[\]\.lines\[\]\.unit_price/ })).toContainText('Oui');
  await atBothWidths(page, testInfo, 'api-reference-fr');
});
