/**
 * KMS stand-in for the local runtime, speaking KMS's wire protocol to the SDK's KMSClient:
 * an RSA key that signs session tokens (Sign, GetPublicKey) and a symmetric master key for
 * envelope encryption (GenerateDataKey, Encrypt, Decrypt, bound to an encryption context).
 * Keys are generated on first start under `<dataDir>/keys/` and kept across restarts.
 */
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsError, startJsonProtocolServer } from './json-protocol';

export const LOCAL_KEYS = {
  tokenSigning: 'local-token-signing',
  secrets: 'local-secrets',
} as const;

async function readOrCreate(path: string, create: () => Buffer | string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const value = create();
    await writeFile(path, value, { mode: 0o600 });
    return Buffer.from(value);
  }
}

/** The context is part of the ciphertext's authentication: decrypting with another context fails. */
function contextAad(context: unknown): Buffer {
  const entries = Object.entries((context ?? {}) as Record<string, string>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return Buffer.from(JSON.stringify(entries));
}

const blob = (value: unknown, name: string): Buffer => {
  if (typeof value !== 'string') throw new AwsError('ValidationException', `${name} is required`);
  return Buffer.from(value, 'base64');
};

export async function startLocalKms(dataDir: string) {
  const keysDir = join(dataDir, 'keys');
  await mkdir(keysDir, { recursive: true });
  await chmod(keysDir, 0o700);
  const privatePem = await readOrCreate(join(keysDir, 'token-signing.pem'), () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  );
  const privateKey = createPrivateKey(privatePem);
  const publicDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const masterKey = await readOrCreate(join(keysDir, 'master.key'), () =>
    randomBytes(32).toString('base64'),
  ).then((text) => Buffer.from(text.toString('utf8').trim(), 'base64'));

  const keyArn = (id: string) => `arn:aws:kms:eu-west-3:000000000000:key/${id}`;
  const keyOf = (value: unknown) =>
    String(value ?? '')
      .split('/')
      .pop();

  function requireKey(value: unknown, expected: string) {
    if (keyOf(value) !== expected)
      throw new AwsError('NotFoundException', `Key '${String(value)}' does not exist`);
  }

  function encrypt(plaintext: Buffer, context: unknown): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
    cipher.setAAD(contextAad(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
  }

  function decrypt(ciphertext: Buffer, context: unknown): Buffer {
    try {
      if (ciphertext[0] !== 1) throw new Error('version');
      const decipher = createDecipheriv('aes-256-gcm', masterKey, ciphertext.subarray(1, 13));
      decipher.setAAD(contextAad(context));
      decipher.setAuthTag(ciphertext.subarray(13, 29));
      return Buffer.concat([decipher.update(ciphertext.subarray(29)), decipher.final()]);
    } catch {
      throw new AwsError('InvalidCiphertextException', 'The ciphertext or its encryption context is invalid');
    }
  }

  const server = await startJsonProtocolServer('TrentService', {
    GetPublicKey: (input) => {
      requireKey(input.KeyId, LOCAL_KEYS.tokenSigning);
      return {
        KeyId: keyArn(LOCAL_KEYS.tokenSigning),
        PublicKey: publicDer.toString('base64'),
        KeySpec: 'RSA_2048',
        KeyUsage: 'SIGN_VERIFY',
        SigningAlgorithms: ['RSASSA_PKCS1_V1_5_SHA_256'],
      };
    },
    Sign: (input) => {
      requireKey(input.KeyId, LOCAL_KEYS.tokenSigning);
      if (input.SigningAlgorithm !== 'RSASSA_PKCS1_V1_5_SHA_256' || input.MessageType !== 'RAW') {
        throw new AwsError(
          'ValidationException',
          'Only RAW messages with RSASSA_PKCS1_V1_5_SHA_256 are supported',
        );
      }
      const message = blob(input.Message, 'Message');
      if (message.length > 4096)
        throw new AwsError('ValidationException', 'Message is longer than 4096 bytes');
      return {
        KeyId: keyArn(LOCAL_KEYS.tokenSigning),
        Signature: sign('sha256', message, privateKey).toString('base64'),
        SigningAlgorithm: input.SigningAlgorithm,
      };
    },
    GenerateDataKey: (input) => {
      requireKey(input.KeyId, LOCAL_KEYS.secrets);
      const plaintext = randomBytes(input.NumberOfBytes ? Number(input.NumberOfBytes) : 32);
      return {
        KeyId: keyArn(LOCAL_KEYS.secrets),
        Plaintext: plaintext.toString('base64'),
        CiphertextBlob: encrypt(plaintext, input.EncryptionContext).toString('base64'),
      };
    },
    Encrypt: (input) => {
      requireKey(input.KeyId, LOCAL_KEYS.secrets);
      return {
        KeyId: keyArn(LOCAL_KEYS.secrets),
        CiphertextBlob: encrypt(blob(input.Plaintext, 'Plaintext'), input.EncryptionContext).toString(
          'base64',
        ),
      };
    },
    Decrypt: (input) => {
      if (input.KeyId !== undefined) requireKey(input.KeyId, LOCAL_KEYS.secrets);
      return {
        KeyId: keyArn(LOCAL_KEYS.secrets),
        Plaintext: decrypt(blob(input.CiphertextBlob, 'CiphertextBlob'), input.EncryptionContext).toString(
          'base64',
        ),
      };
    },
  });
  return { ...server, keys: LOCAL_KEYS };
}
