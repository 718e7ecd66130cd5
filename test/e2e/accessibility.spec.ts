/**
 * The app as a person with a keyboard or a screen reader uses it: a member reads the carrier
 * accounts as information, with one 'No Admin Access' note instead of the client admin's actions
 * (no button that looks usable and does nothing); a refused submit's error
 * summary takes the focus and its links take it to the fields; a dialog holds the focus and gives
 * it back on Escape. Each screen at 1366 and 390 px, checked with axe, kept as a screenshot.
 */
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const WIDTHS = [1366, 390] as const;
const atWidth = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

const MEMBER_VIEW = {
  en: {
    heading: 'My Carrier Information',
    noAdmin: 'No Admin Access',
    actions: [
      'Check now: UPS DEMO-UPS-1 with the carrier',
      'Edit UPS DEMO-UPS-1',
      'Show the password of UPS DEMO-UPS-1',
      'Delete UPS DEMO-UPS-1',
    ],
  },
  fr: {
    heading: 'Mes transporteurs',
    noAdmin: "Pas d'accès administrateur",
    actions: [
      'Vérifier maintenant\u00a0: UPS DEMO-UPS-1 auprès du transporteur',
      'Modifier UPS DEMO-UPS-1',
      'Afficher le mot de passe de UPS DEMO-UPS-1',
      'Supprimer UPS DEMO-UPS-1',
    ],
  },
};

test('a member reads the carrier accounts as information, with one No Admin Access note and none of the admin’s buttons, at 1366 and 390 px in en and fr', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member');
  await page.setViewportSize(atWidth(1366));
  await page.goto('/carrier/information');
  for (const language of ['en', 'fr'] as const) {
    const view = MEMBER_VIEW[language];
    if (language === 'fr') {
      await page.setViewportSize(atWidth(1366));
      await page.getByLabel('Language').selectOption('fr');
    }
    await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize(atWidth(width));
      await expect(page.getByText(view.noAdmin, { exact: true }).first()).toBeVisible();
      // The account itself is there to read; what only the admin may do is not offered.
      await expect(page.getByRole('cell', { name: /DEMO-UPS-1/ }).first()).toBeVisible();
      for (const name of view.actions)
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      // No button on the page is one that does nothing.
      await expect(page.locator('button[aria-disabled="true"]')).toHaveCount(0);
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, `a11y-carriers-member-${language}-${width}`);
    }
  }
});

test('a refused submit puts an error summary first, which takes the focus and links to each field, in en and fr', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member');
  await page.setViewportSize(atWidth(1366));
  await page.goto('/profile');
  const cases = [
    {
      language: 'en',
      width: 1366,
      first: 'First name',
      last: 'Last name',
      save: 'Save my details',
      summary: 'There are 2 problems with this form',
    },
    {
      language: 'fr',
      width: 390,
      first: 'Prénom',
      last: 'Nom',
      save: 'Enregistrer mes informations',
      summary: 'Ce formulaire comporte 2 problèmes',
    },
  ] as const;
  for (const form of cases) {
    if (form.language === 'fr') await page.getByLabel('Language').selectOption('fr');
    await page.setViewportSize(atWidth(form.width));
    await page.getByLabel(form.first, { exact: true }).fill('');
    await page.getByLabel(form.last, { exact: true }).fill('');
    await page.getByRole('button', { name: form.save }).click();

    const summary = page.getByRole('region', { name: form.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([form.first, form.last]);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `a11y-error-summary-${form.language}-${form.width}`);

    await summary.getByRole('link', { name: form.last, exact: true }).click();
    await expect(page.getByLabel(form.last, { exact: true })).toBeFocused();
    await summary.getByRole('link', { name: form.first, exact: true }).press('Enter');
    await expect(page.getByLabel(form.first, { exact: true })).toBeFocused();

    // Put back as they were (the unit tests see the summary leave after a good submit).
    await page.getByLabel(form.first, { exact: true }).fill('Camille');
    await page.getByLabel(form.last, { exact: true }).fill('Martin');
  }
});

test('a dialog holds the focus inside, closes on Escape and gives the focus back to its opener, at 1366 and 390 px', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  for (const width of WIDTHS) {
    await page.setViewportSize(atWidth(width));
    await page.goto('/carrier/information');
    const opener = page.getByRole('button', { name: 'Delete UPS DEMO-UPS-1', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('alertdialog', { name: 'Delete the UPS account DEMO-UPS-1?' });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
    // Focus starts on the safe answer, and Tab and Shift+Tab go round inside the dialog.
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(remove).toBeFocused();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `a11y-dialog-${width}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // Nothing was deleted.
    await expect(page.getByRole('cell', { name: 'DEMO-UPS-1' }).first()).toBeVisible();
  }
});
