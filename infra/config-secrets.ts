/**
 * The deployment's own secrets (a Stripe key, the reCAPTCHA secret, a Slack webhook): the operator
 * keeps each in Secrets Manager under CONFIG_SECRET_PREFIX, one secret per value, and names the ones
 * that exist at deploy (`-c secrets=STRIPE_SECRET_KEY,STRIPE_WEBHOOK_SECRET`). CloudFormation
 * resolves each into the environment of the functions that read it (the same dynamic reference as
 * the origin secret): the value is never in the template or the repository; changing it takes a
 * deploy. A secret not named leaves its feature off, as locally.
 */
import { SecretValue } from 'aws-cdk-lib';
import type { Area } from '../functions/routes';

export const CONFIG_SECRET_PREFIX = 'parcel-audit/config/';

/** Each secret and the areas whose functions read it (functions/lib/env.ts). */
export const CONFIG_SECRETS = {
  // Card and SEPA debit payments (functions/billing/payments): the billing area, its daily job, and
  // the admin area's recorded transfers.
  STRIPE_SECRET_KEY: ['billing', 'admin'],
  STRIPE_WEBHOOK_SECRET: ['billing', 'admin'],
  // reCAPTCHA on sign-up: checked by auth; the platform's config shows the site key only with it.
  RECAPTCHA_SECRET: ['auth', 'platform'],
  // "I did not receive the code" to Slack (else an e-mail to SUPPORT_EMAIL).
  SLACK_WEBHOOK_URL: ['auth'],
} as const satisfies Record<string, readonly Area[]>;

export type ConfigSecret = keyof typeof CONFIG_SECRETS;

/** The names given at deploy, checked: known, and Stripe's two together. */
export function configSecrets(names: readonly string[] = []): ConfigSecret[] {
  const unknown = names.filter((name) => !(name in CONFIG_SECRETS));
  if (unknown.length)
    throw new Error(
      `Unknown secrets ${unknown.join(', ')}: the stack knows ${Object.keys(CONFIG_SECRETS).join(', ')}`,
    );
  const chosen = [...new Set(names)] as ConfigSecret[];
  if (chosen.includes('STRIPE_SECRET_KEY') !== chosen.includes('STRIPE_WEBHOOK_SECRET'))
    throw new Error('Stripe takes both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return chosen;
}

/** What an area's functions get: a dynamic reference to each chosen secret they read. */
export function configSecretEnvironment(area: Area, chosen: readonly ConfigSecret[]): Record<string, string> {
  return Object.fromEntries(
    chosen
      .filter((name) => (CONFIG_SECRETS[name] as readonly Area[]).includes(area))
      .map((name) => [name, SecretValue.secretsManager(`${CONFIG_SECRET_PREFIX}${name}`).unsafeUnwrap()]),
  );
}
