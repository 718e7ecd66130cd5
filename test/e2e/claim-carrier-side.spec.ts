/**
 * What the merchant sees of the desk's work (issue 38, item 9), in the browser: an investigation
 * filed on the carrier's portal that the carrier asks more of (its words marked with their
 * language), one denied and disputed again, one credited with its proof; and the Refunds tab
 * listing the credit with the success fee charged on it; in English and French, at 1366 and 390 px,
 * with axe-core on each screen.
 */
import { randomUUID } from 'node:crypto';
import type { DeskMove } from '@shared/claims/desk';
import { atBothWidths, expect, signInAs, test } from './fixtures';

const DEMO = 'demo-merchant';
const today = () => new Date().toISOString().slice(0, 10);
/** A move as the desk's form fills it, before the claim's version and the form's id. */
type Move = DeskMove extends infer M ? (M extends DeskMove ? Omit<M, 'version' | 'moveId'> : never) : never;

/** A claim of the demo company taken through the desk's moves, exactly as the desk records them. */
async function claimThroughDesk(moves: Move[]): Promise<{
  claimId: string;
  tracking: string;
}> {
  const { newStoredClaim } = await import('../../functions/claims/stored-claim');
  const { openClaim } = await import('../../functions/claims/open-claim');
  const { changeClaim } = await import('../../functions/claims/claim-writes');
  const { getClaim } = await import('../../functions/claims/claim-queries');
  const { deskChange } = await import('../../functions/desk/desk-moves');
  const claimId = `e2e-desk-${randomUUID()}`;
  const tracking = `1ZE2D${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;
  await openClaim(
    newStoredClaim({
      claimId,
      companyId: DEMO,
      tracking_number: tracking,
      carrier: 'ups',
      reason_refund: 'lost',
      reference: 'ORDER-E2E-DESK',
      currency: 'EUR',
      requestedCents: 8_990,
      lines: [],
      documents: [],
      actions: [],
      ownerId: 'e2e-client_admin',
      owner: 'owner@example.test',
      credentialId: 'none',
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    }),
    'owner@example.test',
  );
  for (const move of moves) {
    const claim = (await getClaim(DEMO, claimId))!;
    const recorded = { ...move, version: claim.version, moveId: randomUUID() } as DeskMove;
    await changeClaim(
      claim,
      deskChange(claim, recorded, 'ops@parcel-audit.example', new Date().toISOString()),
    );
  }
  return { claimId, tracking };
}

const filed = (claimNumber: string) =>
  ({ move: 'filed', claimNumber, filedOn: today(), channel: 'portal' }) as const;

test('the merchant sees what the carrier did with an investigation, and the refunds credited, in en and fr', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const asked = await claimThroughDesk([
    filed('UPS-E2E-ASK'),
    { move: 'more_requested', carrierText: 'Merci de fournir la facture d’achat.', language: 'fr' },
  ]);
  const denied = await claimThroughDesk([
    filed('UPS-E2E-DENY'),
    { move: 'denied', reason: 'delivered_signed', text: 'Delivered and signed for by J. DOE.' },
    { move: 'redisputed', evidence: 'The signature is not the consignee’s.' },
  ]);
  const credited = await claimThroughDesk([
    filed('UPS-E2E-CREDIT'),
    { move: 'accepted', amount: 89.9, currency: 'EUR' },
    {
      move: 'credited',
      amount: 89.9,
      currency: 'EUR',
      creditedOn: today(),
      proof: 'statement_line',
      reference: 'UPS statement line 14: UPS-E2E-CREDIT',
    },
  ]);
  await signInAs(page, 'client_admin');
  const carrierSide = page.getByRole('region', { name: /^(With UPS|Chez UPS)$/ });

  // The carrier asks for more: in the reader's words, its own beside them, marked French.
  await page.goto(`/claimCenter/investigationDetails?claim=${asked.claimId}`);
  await expect(page.getByRole('heading', { name: `Investigation ${asked.tracking}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(carrierSide).toContainText('UPS asks for more before it decides');
  await expect(carrierSide).toContainText('On the carrier’s portal');
  await expect(carrierSide).toContainText('UPS-E2E-ASK');
  await expect(carrierSide).toContainText('The carrier’s words, in French:');
  await expect(carrierSide.locator('blockquote[lang="fr"]')).toHaveText(
    'Merci de fournir la facture d’achat.',
  );
  await atBothWidths(page, testInfo, 'claim-carrier-request-en');

  // Denied, then disputed again.
  await page.goto(`/claimCenter/investigationDetails?claim=${denied.claimId}`);
  await expect(carrierSide).toContainText('UPS denied the claim');
  await expect(carrierSide).toContainText('Reason: The carrier says the parcel was delivered and signed for');
  await expect(carrierSide).toContainText('Our team disputed the denial again with new evidence.');
  await atBothWidths(page, testInfo, 'claim-denied-en');

  // Credited, with its proof.
  await page.goto(`/claimCenter/investigationDetails?claim=${credited.claimId}`);
  await expect(carrierSide).toContainText('€89.90 credited');
  await expect(carrierSide).toContainText('Proof: Line of a carrier statement: UPS statement line 14');
  await atBothWidths(page, testInfo, 'claim-credited-en');

  // The Refunds tab: the credit with its proof and, for the client admin, the fee charged on it.
  await page.goto('/claimCenter/investigationDetails?view=refunds');
  const refunds = page.getByRole('region', { name: 'Refunds credited' });
  const row = refunds.getByRole('row', { name: new RegExp(credited.tracking) });
  await expect(row).toContainText('€89.90');
  await expect(row).toContainText('UPS-E2E-CREDIT');
  await expect(row).toContainText('Line of a carrier statement');
  await expect(row).toContainText(/€\d+\.\d{2} \(\d+%\) not billed yet/);
  await atBothWidths(page, testInfo, 'refunds-list-en');

  // In French.
  await page.getByLabel('Language').selectOption('fr');
  await expect(refunds).toHaveCount(0);
  const remboursements = page.getByRole('region', { name: 'Remboursements crédités' });
  await expect(remboursements.getByRole('row', { name: new RegExp(credited.tracking) })).toContainText(
    'Ligne d’un relevé du transporteur',
  );
  await atBothWidths(page, testInfo, 'refunds-list-fr');
  await page.goto(`/claimCenter/investigationDetails?claim=${asked.claimId}`);
  await expect(carrierSide).toContainText('UPS demande des compléments avant de se prononcer');
  await expect(carrierSide).toContainText('Les mots du transporteur, en français\u00a0:');
  await atBothWidths(page, testInfo, 'claim-carrier-request-fr');
  await page.goto(`/claimCenter/investigationDetails?claim=${denied.claimId}`);
  await expect(carrierSide).toContainText('UPS a refusé la réclamation');
  await expect(carrierSide).toContainText(
    'Motif\u00a0: Le transporteur indique que le colis a été livré contre signature',
  );
  await atBothWidths(page, testInfo, 'claim-denied-fr');
  await page.goto(`/claimCenter/investigationDetails?claim=${credited.claimId}`);
  await expect(carrierSide).toContainText('89,90');
  await expect(carrierSide).toContainText('crédités');
  await atBothWidths(page, testInfo, 'claim-credited-fr');
});
