/**
 * The back end's configuration, read once from the environment and checked at start-up, so a
 * missing variable fails the cold start with its name instead of failing a request later. This is
 * the only module that reads `process.env`. The AWS SDK reads its own variables (AWS_REGION,
 * credentials, AWS_ENDPOINT_URL_<SERVICE>), which is how the local runtime points it at the
 * stand-ins exactly as a deployment points it at AWS.
 */
import * as z from 'zod/mini';

const schema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  UPLOADS_BUCKET: z.string().check(z.minLength(1)),
  MAIL_FROM: z.string().check(z.minLength(3)),
  TOKEN_KEY_ID: z.string().check(z.minLength(1)),
  /** The KMS key that wraps the data keys of secrets at rest (carrier passwords). */
  SECRETS_KEY_ID: z.string().check(z.minLength(1)),
  TOKEN_ISSUER: z.string().check(z.minLength(1)),
  TOKEN_AUDIENCE: z.string().check(z.minLength(1)),
  APP_URL: z.url(),
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'false'),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Where 'I did not receive my code' goes: a Slack incoming webhook, else an e-mail to SUPPORT_EMAIL. */
  SLACK_WEBHOOK_URL: z.optional(z.url()),
  SUPPORT_EMAIL: z._default(z.string(), 'support@parcel-audit.example'),
  /**
   * The web bucket (the built web app and the site's prerendered pages): the pages the API fills
   * with live data (shared/site/pages.ts SERVED_PAGES) are read from it.
   */
  WEB_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /** Where the public site's contact form sends each message (the sales and support team's inbox). */
  CONTACT_EMAIL: z._default(z.string(), 'hello@parcel-audit.example'),
  /** Google sign-in: off unless a client id is configured. */
  GOOGLE_CLIENT_ID: z.optional(z.string()),
  GOOGLE_JWKS_URL: z._default(z.url(), 'https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z._default(z.string(), 'https://accounts.google.com,accounts.google.com'),
  /**
   * The value CloudFront sends in `x-origin-verify` to the API (functions/http/client-ip.ts): with
   * it, the viewer address CloudFront gives is believed. Unset locally, where the socket tells.
   */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** reCAPTCHA: off unless a secret is configured (it is off locally). */
  RECAPTCHA_SECRET: z.optional(z.string()),
  /** The public site key the browser uses with reCAPTCHA v3 (shown to the web by /api/public/config). */
  RECAPTCHA_SITE_KEY: z.optional(z.string()),
  RECAPTCHA_VERIFY_URL: z._default(z.url(), 'https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z._default(z.coerce.number().check(z.minimum(0), z.maximum(1)), 0.5),
  /**
   * The sandbox carrier (a carrier service for laptops and tests, started by the local runtime).
   * When set, carriers without a real connector are reached through it; unset, they have none.
   */
  CARRIER_SANDBOX_URL: z.optional(z.url()),
  /**
   * The carriers' tracking APIs are reached at their production hosts; when this is set, every one
   * of them is reached at this origin instead (a recording proxy, or the tests' local server).
   */
  TRACKING_API_ORIGIN: z.optional(z.url()),
  /** How long a carrier call may take before the carrier counts as unreachable. */
  CARRIER_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(25_000)), 8_000),
  /**
   * Payments (functions/billing/payments): Stripe when its secret key is set (with the secret its
   * webhooks are signed with); else the sandbox provider when its signing secret is set (the local
   * runtime sets it); else none: card and debit payments are off and invoices are paid by transfer.
   */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(8))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(8))),
  PAYMENTS_SANDBOX_SECRET: z.optional(z.string().check(z.minLength(16))),
  /**
   * The VAT register a company's VAT number is confirmed with (functions/companies/vat-registry):
   * VIES, the European Commission's service, at its REST endpoint (another origin for a recording
   * proxy or the tests' fake), unless `sandbox` (the local runtime sets it): the documented stand-in.
   */
  VAT_REGISTRY: z._default(z.enum(['vies', 'sandbox']), 'vies'),
  VIES_URL: z._default(z.url(), 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  /** How long VIES may take before it counts as out of service (the number is then saved unconfirmed). */
  VIES_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(25_000)), 8_000),
  /**
   * Internal SFTP servers the sales-data workflow may reach despite the internal-address check, as
   * comma-separated `host:port` (the laptop's own SFTP server). Unset in AWS.
   */
  SFTP_ALLOWED_INTERNAL: z.optional(z.string()),
  /**
   * How merchants' SFTP servers are read (functions/integrations/sftp-transport): `ssh` speaks SFTP
   * from the function itself (the laptop, the tests); `transfer` uses AWS Transfer Family SFTP
   * connectors (the deployment), with their access role and the secrets' name prefix.
   */
  SFTP_TRANSPORT: z._default(z.enum(['ssh', 'transfer']), 'ssh'),
  SFTP_CONNECTOR_ROLE_ARN: z.optional(z.string()),
  SFTP_SECRET_PREFIX: z._default(z.string(), 'parcel-audit/sftp/'),
  /**
   * Carrier e-mail in (issue 38): the domain of the companies' inbound claims addresses
   * (`claims+<token>@<domain>`, received by SES in AWS, by the laptop's SMTP server locally), and the
   * bucket the received messages are stored in (the inbound mail function only).
   */
  INBOUND_MAIL_DOMAIN: z._default(z.string().check(z.minLength(3)), 'inbound.parcel-audit.localhost'),
  INBOUND_MAIL_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /**
   * The state machines handlers may start, by workflow name, as JSON. Optional: the workflows'
   * own task functions do not get it (their ARNs would depend on themselves).
   */
  WORKFLOW_ARNS: z._default(z.string(), '{}'),
});

const workflowArnsSchema = z.record(z.string(), z.string());

export type Env = Omit<z.infer<typeof schema>, 'WORKFLOW_ARNS'> & { WORKFLOW_ARNS: Record<string, string> };

export const ENV_NAMES = Object.keys(schema.shape) as (keyof Env)[];

export function readEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`Missing or invalid environment variables: ${names.join(', ')}`);
  }
  let arns: unknown;
  try {
    arns = JSON.parse(parsed.data.WORKFLOW_ARNS);
  } catch {
    arns = null;
  }
  const workflows = workflowArnsSchema.safeParse(arns);
  if (!workflows.success)
    throw new Error('Missing or invalid environment variables: WORKFLOW_ARNS (a JSON object of strings)');
  return { ...parsed.data, WORKFLOW_ARNS: workflows.data };
}

export const env: Env = readEnv(process.env);

/** The ARN of a workflow's state machine; fails loudly where the function was not given it. */
export function workflowArn(name: string): string {
  const arn = env.WORKFLOW_ARNS[name];
  if (!arn) throw new Error(`No state machine ARN for workflow ${name} in WORKFLOW_ARNS`);
  return arn;
}
