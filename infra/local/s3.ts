/**
 * S3 stand-in: s3rver (S3's wire protocol) persisted under `<dataDir>/s3`, with the uploads bucket
 * and the CORS rule that browser uploads by presigned POST need. s3rver neither checks POST
 * policies nor signatures, which is why the server checks every upload's size and type itself.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export function corsXml(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

export async function startS3(dataDir: string | null, buckets: string[], origins: string[]) {
  const directory = dataDir ? join(dataDir, 's3') : await mkdtemp(join(tmpdir(), 'parcel-audit-s3-'));
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [corsXml(origins)] })),
  });
  const { port } = await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      if (!dataDir) await rm(directory, { recursive: true, force: true });
    },
  };
}
