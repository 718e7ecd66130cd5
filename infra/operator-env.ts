/**
 * The environment of an operator script run from a laptop against a deployed table (the backfills,
 * `npm run admin:create`). The back end's modules check their whole environment when they load
 * (functions/lib/env.ts), as a Lambda's cold start must; a script needs only a few of those values.
 * `operatorEnv` checks that the script's own are set and fills the others with stand-ins that no
 * operator script uses (no token is signed, no secret opened, no e-mail sent). Call it before the
 * first import of a back-end module, which must then be dynamic.
 */

/** Values the functions' environment requires and the operator scripts never use. */
const UNUSED_BY_OPERATOR_SCRIPTS: Record<string, string> = {
  UPLOADS_BUCKET: 'not-used-by-this-script',
  MAIL_FROM: 'Parcel Audit <not-used@operator.invalid>',
  TOKEN_KEY_ID: 'not-used-by-this-script',
  SECRETS_KEY_ID: 'not-used-by-this-script',
  TOKEN_ISSUER: 'https://operator.invalid',
  TOKEN_AUDIENCE: 'parcel-audit-web',
  APP_URL: 'https://operator.invalid',
};

/** What each required variable is, for the message when it is missing. */
const MEANING: Record<string, string> = {
  TABLE_NAME: 'the stack output TableName',
  APP_URL: 'the stack output AppUrl (or your domain), e.g. https://app.your-domain.com',
  UPLOADS_BUCKET: 'the uploads bucket (aws cloudformation describe-stack-resources, StorageUploads…)',
  AWS_REGION: 'the region the stack is deployed in',
};

export function operatorEnv(required: string[], source: NodeJS.ProcessEnv = process.env): void {
  const missing = required.filter((name) => !source[name]);
  if (missing.length)
    throw new Error(
      `Set ${missing.map((name) => `${name} (${MEANING[name] ?? 'see the README, Deploy'})`).join(', ')}`,
    );
  for (const [name, value] of Object.entries(UNUSED_BY_OPERATOR_SCRIPTS))
    if (!required.includes(name)) source[name] ??= value;
}
