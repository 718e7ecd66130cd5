import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials';

afterEach(() => vi.unstubAllEnvs());

describe("the bundles' credentials (the environment Lambda sets)", () => {
  it('answers the execution role keys the runtime put in the environment, with the session token', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    await expect(defaultProvider()()).resolves.toMatchObject({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'token',
    });
  });

  it('says which variables it reads when they are missing, instead of walking profiles or SSO', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    vi.stubEnv('AWS_PROFILE', 'someone');
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/);
  });

  it('is what an SDK client signs with when handed as its provider', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    const client = new DynamoDBClient({ region: 'eu-west-3', credentialDefaultProvider: defaultProvider });
    const credentials = await client.config.credentials();
    expect(credentials.accessKeyId).toBe('AKIDEXAMPLE');
    client.destroy();
  });
});
