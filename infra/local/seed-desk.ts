/**
 * The demo's claims for the claims desk, when the laptop runs as AWS does (`CARRIER_SANDBOX=off`):
 * the demo merchant's investigations that no connector files, opened through the claims core as
 * the single form opens them (goods, original invoices, damage pictures kept as documents), so the
 * desk shows claims to file, one whose window closes within days, and one still waiting for the
 * merchant. Written once, with the rest of the demo data.
 */
import { createHash } from 'node:crypto';
import type { ClaimDocument, GoodsLine } from '@shared/claims/schema';
import { DEMO_COMPANY_ID } from './seed';

const DAY_MS = 86_400_000;

/** A small PNG (a damage picture stands in for the merchant's photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGklEQVR4nGP4z8DwHwMDAwMDAwMDAwMDAwMDAE8gB/mCqOqxAAAAAElFTkSuQmCC',
  'base64',
);

/** A one-page PDF of its own (the same bytes twice would be one document). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length ${title.length + 40}>>stream\nBT /F1 18 Tf 72 760 Td (${title}) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

interface DemoClaim {
  id: string;
  carrier: 'ups' | 'colissimo' | 'chronopost';
  credentialId: string;
  tracking: string;
  issue: 'lost' | 'damaged' | 'late_delivery';
  reference: string;
  description: string;
  amount: number;
  /** Days before today the goods were sold (the estimated window counts from it). */
  soldDaysAgo: number;
  invoice: boolean;
  pictures: boolean;
}

const CLAIMS: DemoClaim[] = [
  {
    id: 'demo-desk-1',
    carrier: 'ups',
    credentialId: 'demo-ups',
    tracking: '1Z999AA10123456784',
    issue: 'lost',
    reference: 'CMD-2041',
    description: 'Trail running shoes',
    amount: 139.9,
    soldDaysAgo: 20,
    invoice: true,
    pictures: false,
  },
  {
    id: 'demo-desk-2',
    carrier: 'colissimo',
    credentialId: 'demo-colissimo',
    tracking: '6A12345678901',
    issue: 'damaged',
    reference: 'CMD-2044',
    description: 'Ceramic table lamp',
    amount: 89.5,
    // Colissimo's damage window is three days: this one closes within days.
    soldDaysAgo: 1,
    invoice: true,
    pictures: true,
  },
  {
    id: 'demo-desk-3',
    carrier: 'ups',
    credentialId: 'demo-ups',
    tracking: '1Z999AA10123456791',
    issue: 'damaged',
    reference: 'CMD-2052',
    description: 'Espresso machine',
    amount: 349,
    soldDaysAgo: 12,
    invoice: true,
    pictures: true,
  },
  {
    id: 'demo-desk-4',
    carrier: 'colissimo',
    credentialId: 'demo-colissimo',
    tracking: '6A12345678918',
    issue: 'lost',
    reference: 'CMD-2060',
    description: 'Wool blanket',
    amount: 74,
    soldDaysAgo: 9,
    // Waits for the merchant's original invoice: on the desk's lane 'waiting for the merchant'.
    invoice: false,
    pictures: false,
  },
];

export async function seedDeskClaims(now: Date): Promise<number> {
  const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
  const { putDocument, documentObjectKey } = await import('../../functions/documents/document-store');
  const { writeObject } = await import('../../functions/lib/aws/s3');
  const owner = { userId: 'client_admin-demo', email: 'admin@demo-merchant.example' };

  async function document(
    claim: DemoClaim,
    kind: ClaimDocument['kind'],
    name: string,
  ): Promise<ClaimDocument> {
    const documentId = `${claim.id}-${kind}`;
    const picture = kind === 'damage_picture';
    const bytes = picture ? PNG : pdf(`${claim.reference} ${name}`);
    const uploadedAt = new Date(now.getTime() - claim.soldDaysAgo * DAY_MS + DAY_MS).toISOString();
    const key = documentObjectKey(DEMO_COMPANY_ID, documentId);
    await writeObject(key, bytes, picture ? 'image/png' : 'application/pdf');
    await putDocument({
      documentId,
      companyId: DEMO_COMPANY_ID,
      kind,
      fileName: name,
      fileType: picture ? 'png' : 'pdf',
      size: bytes.length,
      carrier: claim.carrier,
      uploadedAt,
      uploadedBy: owner.email,
      key,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    return { documentId, kind, fileName: name };
  }

  for (const [index, claim] of CLAIMS.entries()) {
    const sold = new Date(now.getTime() - claim.soldDaysAgo * DAY_MS).toISOString().slice(0, 10);
    const lines: GoodsLine[] = [
      {
        sales_date: sold,
        description: claim.description,
        nb_of_items: 1,
        unit_price: claim.amount,
        amount_excl: Math.round((claim.amount / 1.2) * 100) / 100,
        amount_incl: claim.amount,
        tax_percentage: 20,
        currency_code: 'EUR',
      },
    ];
    const documents = [
      ...(claim.invoice ? [await document(claim, 'claim_invoice', `${claim.reference}.pdf`)] : []),
      ...(claim.pictures ? [await document(claim, 'damage_picture', `${claim.reference}-damage.png`)] : []),
    ];
    await openClaim(
      newClaim({
        claimId: claim.id,
        companyId: DEMO_COMPANY_ID,
        source: 'manual',
        owner,
        credentialId: claim.credentialId,
        tracking_number: claim.tracking,
        carrier: claim.carrier,
        issue: claim.issue,
        reference: claim.reference,
        lines,
        documents,
        given: { originalInvoice: claim.invoice, pictures: claim.pictures },
        at: new Date(now.getTime() - (CLAIMS.length - index) * 3_600_000).toISOString(),
      }),
      owner.email,
    );
  }
  return CLAIMS.length;
}
