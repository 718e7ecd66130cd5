/** The S3 client, created once per process; path-style addressing is set for the local stand-in. */

import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { cleanFileName } from '@shared/documents/file-names';
import { env } from '../env';

export const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });

/**
 * A Content-Disposition for a download named as the person knows the file: an ASCII fallback, and
 * the real name (accents and all) in RFC 6266's `filename*` form, which browsers prefer.
 */
export function attachmentDisposition(storedName: string): string {
  // A name stored before names were cleaned downloads too: encodeURIComponent throws on a lone surrogate.
  const fileName = cleanFileName(storedName) || 'download';
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const DOWNLOAD_LINK_SECONDS = 300;

/** A five-minute link to an object of the uploads bucket, downloaded under the name given. */
export async function downloadLink(key: string, fileName: string) {
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(fileName),
    }),
    { expiresIn: DOWNLOAD_LINK_SECONDS },
  );
  return { url, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
}

/** Whether an object of the uploads bucket exists (a HEAD: nothing is read or written). */
export async function objectExists(objectKey: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: objectKey }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** Reads an object of the uploads bucket whole (the product's own files, and uploads of at most 5 MB). */
export async function readObject(objectKey: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: objectKey }));
  return out.Body!.transformToByteArray();
}

const webDocuments = new Map<string, { text: string; until: number }>();
const WEB_DOCUMENT_MS = 60_000;

/**
 * A document of the web bucket (a prerendered site page), kept a minute per warm Lambda: a deploy
 * replaces the documents, and a page the API fills is read once a minute at most.
 */
export async function readWebDocument(objectKey: string, now = Date.now()): Promise<string> {
  const kept = webDocuments.get(objectKey);
  if (kept && kept.until > now) return kept.text;
  if (!env.WEB_BUCKET) throw new Error('WEB_BUCKET is not set: the site pages the API fills cannot be read');
  const out = await s3.send(new GetObjectCommand({ Bucket: env.WEB_BUCKET, Key: objectKey }));
  const text = await out.Body!.transformToString('utf-8');
  webDocuments.set(objectKey, { text, until: now + WEB_DOCUMENT_MS });
  return text;
}

/** Reads a JSON object the product wrote to the uploads bucket. */
export const readJson = async <T>(objectKey: string): Promise<T> =>
  JSON.parse(new TextDecoder().decode(await readObject(objectKey))) as T;

/** Writes an object of the uploads bucket (the product's own files: batches, exports). */
export async function writeObject(
  objectKey: string,
  body: string | Uint8Array,
  contentType = 'application/json',
) {
  await s3.send(
    new PutObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: objectKey,
      Body: body,
      ContentType: contentType,
    }),
  );
}
