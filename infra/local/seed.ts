/**
 * Demo data for a laptop: written once, only when the table is empty, through the same stores the
 * handlers use. Later capabilities add their demo rows here so every screen has something to show.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@shared/identity/access';

export const DEMO_COMPANY_ID = 'demo-merchant';
export const PLATFORM_COMPANY_ID = 'parcel-audit-platform';
export const DEMO_CHILD_COMPANY_ID = 'demo-merchant-be';

export const DEMO_LOGINS: {
  role: Role;
  email: string;
  password: string;
  companyId: string;
  first_name: string;
  last_name: string;
}[] = [
  {
    role: 'client_admin',
    email: 'admin@demo-merchant.example',
    password: 'DemoAdmin-2026',
    companyId: DEMO_COMPANY_ID,
    first_name: 'Camille',
    last_name: 'Martin',
  },
  {
    role: 'member',
    email: 'member@demo-merchant.example',
    password: 'DemoMember-2026',
    companyId: DEMO_COMPANY_ID,
    first_name: 'Hugo',
    last_name: 'Bernard',
  },
  {
    role: 'platform_admin',
    email: 'ops@parcel-audit.example',
    password: 'PlatformAdmin-2026',
    companyId: PLATFORM_COMPANY_ID,
    first_name: 'Nora',
    last_name: 'Lefèvre',
  },
];

/**
 * Returns true when it seeded, false when the table already had data. `deskClaims`: the demo
 * merchant's claims for the claims desk (the laptop running as AWS does, without the sandbox carrier).
 * `year`: the demo merchant's year of history (./demo/history.ts) and the demo's content (case
 * studies, demo slots, release notes, an API key, orders by API and SFTP: ./demo/content.ts), what
 * they wrote printed.
 */
export async function seedIfEmpty(
  now: Date,
  { deskClaims = false, year = false }: { deskClaims?: boolean; year?: boolean } = {},
): Promise<boolean> {
  const { dynamo } = await import('../../functions/lib/aws/dynamo');
  const { env } = await import('../../functions/lib/env');
  // A one-item scan at start-up, never on a request path: is there anything at all?
  const probe = await dynamo.send(new ScanCommand({ TableName: env.TABLE_NAME, Limit: 1 }));
  if ((probe.Items?.length ?? 0) > 0) return false;

  const { putCompany, saveBankDetails } = await import('../../functions/companies/company-store');
  const { createUser } = await import('../../functions/auth/user-store');
  const { hashPassword } = await import('../../functions/auth/password');
  // With its year of history, the demo merchant signed up the month before its first invoice.
  const createdAt = (
    year ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1, 9)) : now
  ).toISOString();

  await putCompany({
    companyId: DEMO_COMPANY_ID,
    name: 'Demo Merchant',
    kind: 'merchant',
    active: true,
    invoice_company_name: 'Demo Merchant SAS',
    vat_number: 'FR40303265045',
    // As the sandbox VAT register answers for it when the details are saved (functions/companies/vat-registry).
    vat_check: {
      vatNumber: 'FR40303265045',
      status: 'confirmed',
      checkedAt: createdAt,
      registeredName: 'Sandbox trader FR40303265045',
    },
    country: 'FR',
    city_name: 'Lyon',
    street_name: '12 rue de la République',
    zip_code: '69002',
    invoicing_emails: ['compta@demo-merchant.example'],
    finance_email_address: 'finance@demo-merchant.example',
    claim_email_address: 'sav@demo-merchant.example',
    createdAt,
  });
  // Sealed as the app saves it: the demo IBAN is never in the table in clear.
  await saveBankDetails(
    DEMO_COMPANY_ID,
    { bank_name: 'BNP Paribas', IBAN: 'FR1420041010050500013M02606', BIC: 'BNPAFRPP' },
    now,
  );
  await putCompany({
    companyId: PLATFORM_COMPANY_ID,
    name: 'Parcel Audit',
    kind: 'platform',
    active: true,
    createdAt,
  });

  await putCompany({
    companyId: DEMO_CHILD_COMPANY_ID,
    name: 'Demo Merchant Belgium',
    parentCompanyId: DEMO_COMPANY_ID,
    kind: 'merchant',
    active: true,
    invoice_company_name: 'Demo Merchant Belgium SRL',
    country: 'BE',
    city_name: 'Bruxelles',
    street_name: 'Rue Neuve 10',
    zip_code: '1000',
    createdAt,
  });
  const { claimCompanyName } = await import('../../functions/auth/registration-store');
  await claimCompanyName('Demo Merchant Belgium', DEMO_CHILD_COMPANY_ID);
  await claimCompanyName('Demo Merchant', DEMO_COMPANY_ID);
  await claimCompanyName('Parcel Audit', PLATFORM_COMPANY_ID);

  for (const login of DEMO_LOGINS) {
    await createUser({
      userId: `${login.role}-demo`,
      companyId: login.companyId,
      email_address: login.email,
      first_name: login.first_name,
      last_name: login.last_name,
      role: login.role,
      active: true,
      verified: true,
      access: true,
      dashboard: true,
      firstTime: false,
      passwordHash: await hashPassword(login.password),
      createdAt,
    });
  }
  const demoCredentials = [
    {
      credentialId: 'demo-colissimo',
      carrier: 'colissimo',
      username: 'demo-merchant',
      password: 'colissimo-demo',
      portal_url: 'https://www.colissimo.entreprise.laposte.fr',
    },
    {
      credentialId: 'demo-ups',
      carrier: 'ups',
      username: 'DEMO-UPS-1',
      password: 'ups-demo',
      portal_url: 'https://www.ups.com',
    },
  ];
  for (const demo of demoCredentials) await putDemoCredential(demo, createdAt);
  if (deskClaims) {
    const { seedDeskClaims } = await import('./seed-desk');
    await seedDeskClaims(now);
  }
  if (year) {
    const started = performance.now();
    const [{ seedDemoHistory }, { seedDemoContent }] = await Promise.all([
      import('./demo/history'),
      import('./demo/content'),
    ]);
    const counts = { ...(await seedDemoContent(now)), ...(await seedDemoHistory(now)) };
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `  demo year written in ${seconds} s: ${Object.entries(counts)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}\n`,
    );
  }
  return true;
}

/** One of the demo merchant's carrier accounts, its password sealed as the app seals it. */
export async function putDemoCredential(
  demo: { credentialId: string; carrier: string; username: string; password: string; portal_url: string },
  createdAt: string,
) {
  const { putCredential, sealPassword } = await import('../../functions/carriers/credential-store');
  await putCredential({
    credentialId: demo.credentialId,
    companyId: DEMO_COMPANY_ID,
    carrier: demo.carrier,
    username: demo.username,
    portal_url: demo.portal_url,
    invoice_name: 'Demo Merchant SAS',
    reception_email: 'compta@demo-merchant.example',
    country: 'FR',
    vat: '',
    city: 'Lyon',
    street: '',
    zip: '69002',
    comment: '',
    status: 'active',
    statusReason: null,
    checkedAt: null,
    lastCheck: null,
    secret: await sealPassword(DEMO_COMPANY_ID, demo.credentialId, demo.password),
    createdAt,
    createdBy: 'client_admin-demo',
    updatedAt: createdAt,
  });
}
