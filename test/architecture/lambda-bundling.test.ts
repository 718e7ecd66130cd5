/**
 * The release check's judge of a bundle's inputs (infra/constructs/lambda-bundling.ts): the inputs
 * the failed synth named are refused, what a Lambda runs is not.
 */
import { describe, expect, it } from 'vitest';
import { localOnlyInput } from '../../infra/constructs/lambda-bundling';

describe('localOnlyInput', () => {
  it.each([
    ['node_modules/ssh2/lib/protocol/crypto/build/Release/sshcrypto.node', 'a native add-on'],
    ['node_modules/cpu-features/lib/index.js', 'the local-only package cpu-features'],
    ['node_modules/ssh2/lib/client.js', 'the local-only package ssh2'],
    ['node_modules/foo/node_modules/s3rver/lib/app.js', 'the local-only package s3rver'],
    ['node_modules/@playwright/test/index.js', 'the local-only package @playwright/test'],
    ['infra/local/sftp.ts', 'a local-only source'],
    ['functions/integrations/sftp-client.ts', 'a local-only source'],
    ['test/support/http.ts', 'a local-only source'],
  ])('refuses %s', (input, why) => {
    expect(localOnlyInput(input)).toBe(why);
  });

  it.each([
    'functions/integrations/sftp-target.ts',
    'functions/integrations/transfer-transport.ts',
    'node_modules/@aws-sdk/client-transfer/dist-es/index.js',
    'node_modules/stripe/esm/stripe.esm.node.js',
    'shared/integrations/sftp.ts',
    'node_modules/some-lib/test/fixture.js',
  ])('allows %s', (input) => {
    expect(localOnlyInput(input)).toBeNull();
  });
});
