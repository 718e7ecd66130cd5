/**
 * The SFTP client against a server that does not play fair (issue 21): an endless listing stops at
 * the cap, names that climb out of the folder or hold a path are never listed, a slow drip is cut,
 * a file over the byte cap is refused, another host key is refused, an internal address is refused
 * unless the deployment allows it, and a private key signs in. The caps are lowered so that each
 * case takes well under a second.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalSftp } from '../../infra/local/sftp';
import { problemOf } from '../support/sftp';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const pair = ssh2.utils.generateKeyPairSync('ed25519');
const server = await startLocalSftp(mkdtempSync(join(tmpdir(), 'sftp-hostile-')), {
  accounts: [{ username: 'shop', password: 'shop-password', publicKey: pair.public }],
});
// This worker's own server, on loopback: allowed as the stack allows its own.
process.env.SFTP_ALLOWED_INTERNAL = `${server.host}:${server.port}`;
const { connectSftp, withSftp } = await import('../../functions/integrations/sftp-client');
const { sftpLimits } = await import('../../functions/integrations/sftp-target');
afterAll(() => server.close());

const folder = join(server.rootOf('shop'), 'orders');
const target = {
  host: server.host,
  port: server.port,
  username: 'shop',
  password: 'shop-password',
  hostKeyFingerprint: server.hostKeyFingerprint,
};

describe('the SFTP client against a hostile server', () => {
  it('lists plain file names only, and stops an endless listing at the cap', async () => {
    writeFileSync(join(folder, 'orders-1.csv'), 'a;b\n1;2\n');
    server.hostile.extraNames = ['../../etc/passwd', 'sub/inner.csv', 'bad\u0007name.csv'];
    const names = await withSftp(target, (session) => session.list('/orders'));
    expect(names.map((file) => file.name).sort()).toEqual(['orders-1.csv']);
    server.hostile.extraNames = undefined;

    server.hostile.endlessListing = true;
    const cap = sftpLimits.listingEntries;
    sftpLimits.listingEntries = 500;
    try {
      const endless = await withSftp(target, (session) => session.list('/orders'));
      expect(endless.length).toBeLessThanOrEqual(600);
    } finally {
      server.hostile.endlessListing = false;
      sftpLimits.listingEntries = cap;
    }
  });

  it('cuts a slow drip and a file over the byte cap', async () => {
    writeFileSync(join(folder, 'big.csv'), 'x'.repeat(50_000));
    const { stallMs, fileBytes } = sftpLimits;
    server.hostile.drip = { bytes: 10, everyMs: 400 };
    sftpLimits.stallMs = 150;
    try {
      const drip = await problemOf(
        withSftp(target, (session) => session.download('/orders/big.csv', () => {})),
      );
      expect(drip).toBe('timeout');
    } finally {
      server.hostile.drip = undefined;
      sftpLimits.stallMs = stallMs;
    }
    sftpLimits.fileBytes = 10_000;
    try {
      let received = 0;
      const large = await problemOf(
        withSftp(target, (session) =>
          session.download('/orders/big.csv', (chunk) => (received += chunk.length)),
        ),
      );
      expect(large).toBe('tooLarge');
      expect(received).toBeLessThanOrEqual(10_000);
    } finally {
      sftpLimits.fileBytes = fileBytes;
    }
    const whole = await withSftp(target, (session) => session.download('/orders/big.csv', () => {}));
    expect(whole).toBe(50_000);
  });

  it('refuses another host key, a wrong password and internal addresses; signs in with a private key', async () => {
    expect(await problemOf(connectSftp({ ...target, hostKeyFingerprint: `SHA256:${'C'.repeat(43)}` }))).toBe(
      'hostKeyChanged',
    );
    expect(await problemOf(connectSftp({ ...target, password: 'nope' }))).toBe('authFailed');
    for (const host of ['127.0.0.1', '127.1', '0x7f000001', 'localhost', 'metadata.internal'])
      expect(await problemOf(connectSftp({ ...target, host, port: 2222 })), host).toBe('internalHost');
    const session = await connectSftp({ ...target, password: undefined, privateKey: pair.private });
    expect(session.hostKeyFingerprint).toBe(server.hostKeyFingerprint);
    session.close();
  });

  it('moves a file to the archive folder, and refuses to overwrite one there', async () => {
    writeFileSync(join(folder, 'orders-2.csv'), 'a;b\n');
    await withSftp(target, (session) => session.move('/orders/orders-2.csv', '/orders/archive/orders-2.csv'));
    writeFileSync(join(folder, 'orders-2.csv'), 'a;b\n');
    const twice = await problemOf(
      withSftp(target, (session) => session.move('/orders/orders-2.csv', '/orders/archive/orders-2.csv')),
    );
    expect(twice).toBe('archiveFailed');
  });
});
