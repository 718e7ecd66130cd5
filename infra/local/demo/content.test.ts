/**
 * The demo's content (issue 40) seeded on an empty table, read back as the product reads it: the
 * public site's case studies in both languages, the demo slots with one booked, the published
 * release notes (the newest one still to pop up), the client admin's tours not seen, the API key
 * and the orders received by API and by SFTP on the Sales Data page. DynamoDB Local only: the
 * seed writes nothing anywhere else.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableInput } from '../../../functions/lib/table/schema';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDb } from '../dynamodb';
import { DEMO_COMPANY_ID } from '../seed';

const DAY_MS = 86_400_000;
const TABLE = 'demo-content-test';

let dynamodb: Awaited<ReturnType<typeof startDynamoDb>>;
let counts: Record<string, number>;
const now = new Date();

beforeAll(async () => {
  dynamodb = await startDynamoDb(null);
  const client = new DynamoDBClient({
    endpoint: dynamodb.url,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  await client.send(new CreateTableCommand(createTableInput(TABLE)));
  client.destroy();
  // The back end reads its configuration as it loads: set before the seed's modules are imported.
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb.url,
    TABLE_NAME: TABLE,
    UPLOADS_BUCKET: 'unused-uploads',
    MAIL_FROM: 'Parcel Audit <no-reply@parcel-audit.example>',
    TOKEN_KEY_ID: 'unused',
    SECRETS_KEY_ID: 'unused',
    TOKEN_ISSUER: 'https://parcel-audit.local',
    TOKEN_AUDIENCE: 'parcel-audit-web',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'error',
  });
  const { seedDemoContent } = await import('./content');
  counts = await seedDemoContent(now);
}, 90_000);

afterAll(async () => {
  await dynamodb?.close();
}, 20_000);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the demo content', () => {
  it('says how many of each kind it seeded', () => {
    // Assess: 14 days ahead hold 10 working days, three slots each.
    expect(counts).toEqual({
      caseStudies: 2,
      demoSlots: 30,
      demoBookings: 1,
      releaseNotes: 3,
      apiKeys: 1,
      ordersByApi: 40,
      ordersBySftp: 60,
      sftpFiles: 1,
    });
  });

  it('publishes two substantial case studies on the public site, in English and in French', async () => {
    // Act
    const { publishedStudies } = await import('../../../functions/admin/case-study-endpoints');
    const [en, fr] = await Promise.all([publishedStudies('en'), publishedStudies('fr')]);

    // Assess
    expect(en.map((study) => study.slug).sort()).toEqual([
      'atelier-garance-late-and-lost-parcels',
      'circuit-nord-carrier-surcharges',
    ]);
    expect(fr.map((study) => study.slug).sort()).toEqual(en.map((study) => study.slug).sort());
    for (const study of [...en, ...fr]) {
      expect(words(study.body), `${study.slug}: ${study.title}`).toBeGreaterThanOrEqual(300);
      expect(study.figures).toHaveLength(4);
      expect(study.publishedAt < now.toISOString()).toBe(true);
    }
    expect(fr.find((study) => study.slug === 'circuit-nord-carrier-surcharges')?.title).toContain(
      'suppléments',
    );
    expect(en.find((study) => study.slug === 'atelier-garance-late-and-lost-parcels')?.carriers).toEqual([
      'ups',
      'colissimo',
    ]);
  });

  it('offers demo slots on the working days of the next two weeks, one booked by a prospect', async () => {
    // Act
    const { slotsBetween } = await import('../../../functions/site/demo-store');
    const { openSlots } = await import('../../../functions/site/demo-booking');
    const slots = await slotsBetween(now, new Date(now.getTime() + 15 * DAY_MS));

    // Assess
    expect(slots).toHaveLength(30);
    for (const slot of slots) expect([1, 2, 3, 4, 5]).toContain(new Date(slot.start).getUTCDay());
    const booked = slots.filter((slot) => slot.booking);
    expect(booked.map((slot) => slot.booking?.company)).toEqual(['Atelier Lumen']);
    expect(openSlots(slots, now)).toHaveLength(29);
  });

  it('publishes three release notes, only the newest recent enough to pop up, none shown yet', async () => {
    // Act
    const { listReleaseNotes, publishedEntries } = await import('../../../functions/admin/release-notes');
    const { notifiedAmong } = await import('../../../functions/users/settings-store');
    const { RELEASE_NOTICE_PATH } = await import('@shared/admin/release-notes');
    const entries = publishedEntries(await listReleaseNotes(), now);

    // Assess: the app pops up entries of the last 30 days it has not shown (guidance-logic.ts).
    expect(entries.map((entry) => entry.slug)).toEqual(['guided-tours', 'invoice-audit', 'sales-data']);
    const recent = entries.filter((entry) => Date.parse(entry.at) >= now.getTime() - 30 * DAY_MS);
    expect(recent.map((entry) => entry.slug)).toEqual(['guided-tours']);
    const ids = entries.map((entry) => entry.noticeId);
    expect(await notifiedAmong(DEMO_COMPANY_ID, 'client_admin-demo', RELEASE_NOTICE_PATH, ids)).toEqual([]);
  });

  it('leaves the client admin’s guided tours not seen', async () => {
    // Act
    const { finishedTours } = await import('../../../functions/users/settings-store');

    // Assess
    expect([...(await finishedTours(DEMO_COMPANY_ID, 'client_admin-demo'))]).toEqual([]);
  });

  it('gives the demo merchant an API key, used by the orders its shop sent', async () => {
    // Act
    const { listKeys, keyView } = await import('../../../functions/integrations/api-key-store');
    const keys = (await listKeys(DEMO_COMPANY_ID)).map(keyView);

    // Assess
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      name: 'Shop (Shopify)',
      createdBy: 'admin@demo-merchant.example',
      revokedAt: null,
    });
    expect(keys[0]!.lastUsedAt).toBe(new Date(now.getTime() - 3 * DAY_MS).toISOString());
  });

  it('shows the orders received by API and by SFTP on the Sales Data page', async () => {
    // Act: what GET /api/private/integration/report and /sftp read.
    const { readReport } = await import('../../../functions/integrations/report');
    const { listSftpFiles, sftpFileView } = await import('../../../functions/integrations/sftp-store');
    const { table } = await import('../../../functions/lib/table/table');
    const { keys } = await import('../../../functions/lib/table/keys');
    const { normaliseReference } = await import('@shared/claims/actions');
    const [report, files, orders] = await Promise.all([
      readReport(DEMO_COMPANY_ID),
      listSftpFiles(DEMO_COMPANY_ID),
      table.batchGet(
        ['CMD-1001', 'CMD-1040', 'CMD-1041', 'CMD-1100'].map((n) =>
          keys.order(DEMO_COMPANY_ID, normaliseReference(n)),
        ),
      ),
    ]);

    // Assess: twelve monthly API batches and the file read yesterday.
    expect(report).toMatchObject({
      batches: 13,
      ordersReceived: 100,
      refusedBatches: 0,
      lastReceivedAt: new Date(now.getTime() - DAY_MS).toISOString(),
    });
    expect(files.map(sftpFileView)).toEqual([
      expect.objectContaining({
        outcome: 'ingested',
        orders: 60,
        badRows: 0,
        name: expect.stringMatching(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/),
      }),
    ]);
    expect(Object.fromEntries(orders.map((order) => [order.order_number, order.source]))).toEqual({
      'CMD-1001': 'api',
      'CMD-1040': 'api',
      'CMD-1041': 'sftp',
      'CMD-1100': 'sftp',
    });
  });
});
