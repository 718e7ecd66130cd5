/**
 * The back end's configuration, read once from the environment and checked at start-up, so a
 * missing variable fails the cold start with its name instead of failing a request later. This is
 * the only module that reads `process.env`. The AWS SDK reads its own variables (AWS_REGION,
 * credentials, AWS_ENDPOINT_URL_<SERVICE>), which is how the local runtime points it at the
 * stand-ins exactly as a deployment points it at AWS.
 */
import { z } from 'zod';

const schema = z.object({
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  MAIL_FROM: z.string().min(3),
  TOKEN_KEY_ID: z.string().min(1),
  TOKEN_ISSUER: z.string().min(1),
  TOKEN_AUDIENCE: z.string().min(1),
  APP_URL: z.url(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

export const ENV_NAMES = Object.keys(schema.shape) as (keyof Env)[];

export function readEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`Missing or invalid environment variables: ${names.join(', ')}`);
  }
  return parsed.data;
}

export const env: Env = readEnv(process.env);
