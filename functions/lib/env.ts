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
  /** The KMS key that wraps the data keys of secrets at rest (carrier passwords). */
  SECRETS_KEY_ID: z.string().min(1),
  TOKEN_ISSUER: z.string().min(1),
  TOKEN_AUDIENCE: z.string().min(1),
  APP_URL: z.url(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Where 'I did not receive my code' goes: a Slack incoming webhook, else an e-mail to SUPPORT_EMAIL. */
  SLACK_WEBHOOK_URL: z.url().optional(),
  SUPPORT_EMAIL: z.string().default('support@parcel-audit.example'),
  /** Google sign-in: off unless a client id is configured. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  /** reCAPTCHA: off unless a secret is configured (it is off locally). */
  RECAPTCHA_SECRET: z.string().optional(),
  /** The public site key the browser uses with reCAPTCHA v3 (shown to the web by /api/public/config). */
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * The sandbox carrier (a carrier service for laptops and tests, started by the local runtime).
   * When set, carriers without a real connector are reached through it; unset, they have none.
   */
  CARRIER_SANDBOX_URL: z.url().optional(),
  /** How long a carrier call may take before the carrier counts as unreachable. */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(25_000).default(8_000),
  /**
   * The state machines handlers may start, by workflow name, as JSON. Optional: the workflows'
   * own task functions do not get it (their ARNs would depend on themselves).
   */
  WORKFLOW_ARNS: z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        return z.record(z.string(), z.string()).parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'WORKFLOW_ARNS is not a JSON object of strings' });
        return z.NEVER;
      }
    }),
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

/** The ARN of a workflow's state machine; fails loudly where the function was not given it. */
export function workflowArn(name: string): string {
  const arn = env.WORKFLOW_ARNS[name];
  if (!arn) throw new Error(`No state machine ARN for workflow ${name} in WORKFLOW_ARNS`);
  return arn;
}
