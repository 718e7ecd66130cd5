/**
 * The web bucket's stand-in: in AWS the built web app is deployed to a bucket (infra/constructs/web.ts)
 * from which the API reads the site pages it fills with live data (shared/site/pages.ts
 * SERVED_PAGES). Locally the same documents are put in s3rver from the build when the stack
 * starts, so the handler reads them over S3's protocol as it does in AWS.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SERVED_PAGES, SITE_LOCALES, SITEMAP_PATH, servedPageKey } from '../../shared/site/pages';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb';

export const LOCAL_WEB_BUCKET = 'parcel-audit-web';

/** The served pages' documents of a build and its sitemap, put in the local web bucket; a build without them puts none. */
export async function publishServedPages(s3Url: string, webRoot: string): Promise<number> {
  const s3 = new S3Client({
    endpoint: s3Url,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  let published = 0;
  const documents = [
    ...SERVED_PAGES.flatMap((name) =>
      SITE_LOCALES.map((locale) => ({ key: servedPageKey(name, locale), type: 'text/html' })),
    ),
    { key: SITEMAP_PATH.slice(1), type: 'application/xml' },
  ];
  for (const { key, type } of documents) {
    const body = await readFile(join(webRoot, key), 'utf8').catch(() => null);
    if (body === null) continue;
    await s3.send(
      new PutObjectCommand({ Bucket: LOCAL_WEB_BUCKET, Key: key, Body: body, ContentType: type }),
    );
    published += 1;
  }
  s3.destroy();
  return published;
}
