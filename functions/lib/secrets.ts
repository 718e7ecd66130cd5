/**
 * Envelope encryption for secrets at rest (carrier portal passwords): a fresh data key from KMS
 * for each secret, the secret sealed with it (AES-256-GCM), and only the KMS-wrapped data key
 * kept. The encryption context (company and credential) binds the sealed secret to its owner:
 * decrypting it anywhere else fails in KMS.
 */

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { kms } from './aws/kms';
import { env } from './env';

export interface SealedSecret {
  wrappedKey: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export type SecretContext = Record<string, string>;

const aad = (context: SecretContext) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))));

export async function sealSecret(plaintext: string, context: SecretContext): Promise<SealedSecret> {
  const key = await kms.send(
    new GenerateDataKeyCommand({ KeyId: env.SECRETS_KEY_ID, KeySpec: 'AES_256', EncryptionContext: context }),
  );
  if (!key.Plaintext || !key.CiphertextBlob) throw new Error('KMS returned no data key');
  const dataKey = Buffer.from(key.Plaintext);
  try {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    cipher.setAAD(aad(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      wrappedKey: Buffer.from(key.CiphertextBlob).toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    };
  } finally {
    dataKey.fill(0);
  }
}

export async function openSecret(sealed: SealedSecret, context: SecretContext): Promise<string> {
  const key = await kms.send(
    new DecryptCommand({
      CiphertextBlob: Buffer.from(sealed.wrappedKey, 'base64'),
      EncryptionContext: context,
    }),
  );
  if (!key.Plaintext) throw new Error('KMS returned no data key');
  const dataKey = Buffer.from(key.Plaintext);
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(aad(context));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}
