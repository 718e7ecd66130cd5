/**
 * The local SFTP server keeps its port in its data folder, like its host key: a restart on the
 * same folder listens where saved set-ups expect it (and where the stack allows its one internal
 * SFTP address), or on another free port, then kept, when another process holds the old one.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalSftp } from './sftp';

const keptPort = (dir: string) => Number(readFileSync(join(dir, 'sftp', 'port'), 'utf8'));

describe('the local SFTP server port', () => {
  it('is the same after a restart on the same data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sftp-port-'));
    const first = await startLocalSftp(dir);
    expect(keptPort(dir)).toBe(first.port);
    await first.close();
    const second = await startLocalSftp(dir);
    expect(second.port).toBe(first.port);
    await second.close();
  });

  it('moves to another free port, then kept, when the old one is taken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sftp-port-'));
    const first = await startLocalSftp(dir);
    await first.close();
    const holder = createServer();
    await new Promise<void>((listening) => holder.listen(first.port, '127.0.0.1', listening));
    try {
      const second = await startLocalSftp(dir);
      expect(second.port).not.toBe(first.port);
      expect(keptPort(dir)).toBe(second.port);
      await second.close();
    } finally {
      await new Promise((closed) => holder.close(closed));
    }
  });

  it('takes an explicit port as given, and keeps nothing for it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sftp-port-'));
    const server = await startLocalSftp(dir, { port: 0 });
    expect(server.port).toBeGreaterThan(0);
    expect(() => keptPort(dir)).toThrow();
    await server.close();
  });
});
