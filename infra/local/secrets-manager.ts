/**
 * Secrets Manager stand-in: speaks the service's JSON wire protocol to the SDK's
 * SecretsManagerClient (and to the Transfer Family stand-in, which reads a connector's credentials
 * as the connector's role would). CreateSecret, PutSecretValue, GetSecretValue, DescribeSecret,
 * DeleteSecret and RestoreSecret, with the service's documented errors: a name in use is a
 * ResourceExistsException; a secret deleted with a recovery window is only scheduled for deletion,
 * and until it is restored every read, write or re-creation of its name is an
 * InvalidRequestException; ForceDeleteWithoutRecovery removes it at once. ARNs end with six random
 * characters, as AWS's do, so a name made again is another ARN.
 *
 * With a data folder, secrets are kept in `<dataDir>/secretsmanager.json` (mode 600) across restarts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AwsError, startJsonProtocolServer } from './json-protocol';

const ACCOUNT = '000000000000';
const REGION = 'eu-west-3';
const DAY_SECONDS = 86_400;

interface StoredSecret {
  arn: string;
  name: string;
  description?: string;
  kmsKeyId?: string;
  secretString?: string;
  secretBinary?: string;
  versionId: string;
  createdDate: number;
  lastChangedDate: number;
  /** Set while the secret is scheduled for deletion (seconds since the epoch). */
  deletedDate?: number;
}

const NOT_FOUND = () =>
  new AwsError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
const SCHEDULED = () =>
  new AwsError(
    'InvalidRequestException',
    "You can't perform this operation on the secret because it was marked for deletion.",
  );

const now = () => Date.now() / 1000;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function startLocalSecretsManager({ dataDir = null }: { dataDir?: string | null } = {}) {
  const file = dataDir ? join(dataDir, 'secretsmanager.json') : null;
  const secrets = new Map<string, StoredSecret>();
  if (file && existsSync(file)) {
    for (const secret of JSON.parse(readFileSync(file, 'utf8')) as StoredSecret[])
      secrets.set(secret.name, secret);
  }
  function save() {
    if (!file || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify([...secrets.values()]), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }

  /** A secret scheduled for deletion is gone for good once its window has passed. */
  function purgeExpired() {
    for (const [name, secret] of secrets) {
      if (secret.deletedDate !== undefined && secret.deletedDate <= now()) secrets.delete(name);
    }
  }

  /** By name, full ARN, or ARN without its random suffix (a partial ARN), as the service finds one. */
  function find(secretId: unknown): StoredSecret {
    purgeExpired();
    const id = text(secretId);
    if (!id) throw new AwsError('InvalidParameterException', 'SecretId is required.');
    const byName = secrets.get(id);
    if (byName) return byName;
    for (const secret of secrets.values()) {
      if (secret.arn === id || secret.arn.slice(0, -7) === id) return secret;
    }
    throw NOT_FOUND();
  }

  const usable = (secretId: unknown) => {
    const secret = find(secretId);
    if (secret.deletedDate !== undefined) throw SCHEDULED();
    return secret;
  };

  function setValue(secret: StoredSecret, input: Record<string, unknown>) {
    const secretString = text(input.SecretString);
    const secretBinary = text(input.SecretBinary);
    if (secretString !== undefined && secretBinary !== undefined)
      throw new AwsError('InvalidParameterException', 'You can only specify SecretString or SecretBinary.');
    secret.secretString = secretString;
    secret.secretBinary = secretBinary;
    secret.versionId = text(input.ClientRequestToken) ?? randomUUID();
    secret.lastChangedDate = now();
  }

  const server = await startJsonProtocolServer('secretsmanager', {
    CreateSecret: (input) => {
      purgeExpired();
      const name = text(input.Name);
      if (!name || !/^[\w/+=.@-]{1,512}$/.test(name))
        throw new AwsError(
          'InvalidParameterException',
          'Invalid name. Must be a valid name containing alphanumeric characters, or any of the following: -/_+=.@!',
        );
      const existing = secrets.get(name);
      if (existing?.deletedDate !== undefined)
        throw new AwsError(
          'InvalidRequestException',
          "You can't create this secret because a secret with this name is already scheduled for deletion.",
        );
      if (existing)
        throw new AwsError(
          'ResourceExistsException',
          `The operation failed because the secret ${name} already exists.`,
        );
      const suffix = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 6);
      const secret: StoredSecret = {
        arn: `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${name}-${suffix}`,
        name,
        description: text(input.Description),
        kmsKeyId: text(input.KmsKeyId),
        versionId: '',
        createdDate: now(),
        lastChangedDate: now(),
      };
      setValue(secret, input);
      secrets.set(name, secret);
      save();
      return { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId };
    },
    PutSecretValue: (input) => {
      const secret = usable(input.SecretId);
      setValue(secret, input);
      save();
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: secret.versionId,
        VersionStages: ['AWSCURRENT'],
      };
    },
    GetSecretValue: (input) => {
      const secret = usable(input.SecretId);
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: secret.versionId,
        SecretString: secret.secretString,
        SecretBinary: secret.secretBinary,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: secret.lastChangedDate,
      };
    },
    DescribeSecret: (input) => {
      const secret = find(input.SecretId);
      return {
        ARN: secret.arn,
        Name: secret.name,
        Description: secret.description,
        KmsKeyId: secret.kmsKeyId,
        CreatedDate: secret.createdDate,
        LastChangedDate: secret.lastChangedDate,
        DeletedDate: secret.deletedDate,
      };
    },
    DeleteSecret: (input) => {
      const secret = find(input.SecretId);
      const force = input.ForceDeleteWithoutRecovery === true;
      const window = input.RecoveryWindowInDays;
      if (force && window !== undefined)
        throw new AwsError(
          'InvalidParameterException',
          "You can't use ForceDeleteWithoutRecovery in conjunction with RecoveryWindowInDays.",
        );
      if (force) {
        secrets.delete(secret.name);
        save();
        return { ARN: secret.arn, Name: secret.name, DeletionDate: now() };
      }
      const days = window === undefined ? 30 : Number(window);
      if (!Number.isInteger(days) || days < 7 || days > 30)
        throw new AwsError(
          'InvalidParameterException',
          'The RecoveryWindowInDays value must be between 7 and 30 days (inclusive).',
        );
      if (secret.deletedDate !== undefined) throw SCHEDULED();
      secret.deletedDate = now() + days * DAY_SECONDS;
      save();
      return { ARN: secret.arn, Name: secret.name, DeletionDate: secret.deletedDate };
    },
    RestoreSecret: (input) => {
      const secret = find(input.SecretId);
      delete secret.deletedDate;
      save();
      return { ARN: secret.arn, Name: secret.name };
    },
  });

  return server;
}
