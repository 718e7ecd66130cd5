/**
 * The Admin Panel's demo slots (issue 23, item 3) in the browser: a platform admin offers a slot in
 * Paris time and sees its UTC instant as they type, sees it free and then with its booking (who,
 * which company, which address), and removes a free one after confirming; in English and French,
 * at 1366 and 390 px, with axe-core on each screen.
 */
import { zonedInstant } from '@shared/site/demo';
import { atBothWidths, expect, signInAs, test } from './fixtures';

/** A Paris wall-clock time some days ahead, as the datetime-local field takes it. */
function parisLocal(days: number, hour: number, minute: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const date = at.toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

test('a platform admin offers demo slots, sees who booked one, and removes a free one, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'platform_admin', 'e2e-admin-demo');
  await page.goto('/adminPanel/demo-slots');
  const section = page.getByRole('region', { name: 'Demo slots' });
  await expect(section).toBeVisible();

  // Offered in Paris time: the UTC instant is shown as it is typed.
  const minute = 5 * Math.floor(Math.random() * 12);
  const local = parisLocal(12, 10, minute);
  const utc = zonedInstant(local)!.toISOString();
  await section.getByLabel('Start (Paris time)').fill(local);
  await expect(section.getByText(`That is ${utc.slice(0, 16).replace('T', ' ')} UTC.`)).toBeVisible();
  await expect(section.getByLabel('Duration in minutes')).toHaveValue('30');
  await section.getByLabel('Host (optional, not shown on the site)').fill('Marie Curie');
  await section.getByRole('button', { name: 'Add the slot' }).click();
  // (The first call of the admin area may take a while on a busy machine.)
  await expect(section.getByRole('status')).toContainText('Slot added', { timeout: 20_000 });
  const item = section.getByRole('listitem').filter({ hasText: `${utc.slice(0, 16).replace('T', ' ')} UTC` });
  await expect(item).toContainText('Free');
  await expect(item).toContainText('Host: Marie Curie');
  await expect(item).toContainText('10:');

  // Booked from the public site: the panel shows who, and the slot can no longer be removed here.
  const slots = (await (await fetch(`${process.env.PA_BASE_URL}/api/public/demo/slots`)).json()) as {
    slots: { slotId: string; start: string }[];
  };
  const slot = slots.slots.find((candidate) => candidate.start === utc)!;
  const booked = await fetch(`${process.env.PA_BASE_URL}/api/public/demo/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slotId: slot.slotId,
      name: 'Léa Durand',
      email: 'lea.durand@boutique.example',
      company: 'Boutique Durand',
      parcelsPerMonth: 2500,
      locale: 'fr',
    }),
  });
  expect(booked.status).toBe(201);
  await page.reload();
  const bookedItem = section.getByRole('listitem').filter({ hasText: 'Léa Durand' });
  await expect(bookedItem).toContainText('Boutique Durand');
  await expect(bookedItem).toContainText('lea.durand@boutique.example');
  await expect(bookedItem).toContainText('2,500 parcels a month');
  await expect(bookedItem).toContainText('Booked');
  await expect(bookedItem.getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // A free one removed, after confirming.
  const other = parisLocal(13, 15, minute);
  const otherUtc = zonedInstant(other)!.toISOString().slice(0, 16).replace('T', ' ');
  await section.getByLabel('Start (Paris time)').fill(other);
  await section.getByRole('button', { name: 'Add the slot' }).click();
  const otherItem = section.getByRole('listitem').filter({ hasText: `${otherUtc} UTC` });
  await expect(otherItem).toContainText('Free');
  await atBothWidths(page, testInfo, 'admin-demo-slots-en');
  await otherItem.getByRole('button', { name: /^Remove the slot of / }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('It leaves the demo page at once.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(otherItem).toHaveCount(0);

  // A start already past is refused, with the field named.
  await section.getByLabel('Start (Paris time)').fill(parisLocal(-2, 9, 0));
  await section.getByRole('button', { name: 'Add the slot' }).click();
  await expect(section.getByText('Choose a start to come, within the next 180 days.')).toBeVisible();

  await page.getByLabel('Language').selectOption('fr');
  const fr = page.getByRole('region', { name: 'Créneaux de démo' });
  await expect(fr.getByRole('listitem').filter({ hasText: 'Léa Durand' })).toContainText('Réservé');
  await expect(fr.getByRole('listitem').filter({ hasText: 'Léa Durand' })).toContainText(
    '2\u202f500 colis par mois',
  );
  await expect(fr.getByLabel('Début (heure de Paris)')).toBeVisible();
  await atBothWidths(page, testInfo, 'admin-demo-slots-fr');
});
