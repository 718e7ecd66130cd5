/** The S3 client, created once per process; path-style addressing is set for the local stand-in. */
import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env';

export const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });
