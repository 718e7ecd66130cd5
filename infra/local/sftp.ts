/**
 * A real SFTP server for laptops and tests (the ssh2 package's server), standing in for a
 * merchant's: `npm start` serves a demo account whose `/orders` folder the sales-data workflow reads
 * (issue 21), over the very protocol a merchant's server speaks. Each account sees its own folder
 * as `/`; no path leaves it. The host key is made once and kept in the data folder, so the
 * fingerprint a merchant pinned stays true across restarts; so is the port (taken again when it is
 * free), so that a saved set-up (host and port, allowed as the one internal address) and a fetch
 * resumed after a crash still reach it.
 *
 * `hostile` makes it behave as a malicious server would (an endless listing, a slow drip, names
 * that climb out of the folder), for the tests of the workflow's caps.
 */

import {
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, posix } from 'node:path';
// ssh2 is CommonJS: its named exports are read from the default one (Node's ESM sees no others).
import ssh2, { type Connection, type SFTPWrapper } from 'ssh2';
import { fingerprintOf } from '../../functions/integrations/host-keys';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

export interface SftpAccount {
  username: string;
  password?: string;
  /** An OpenSSH public key line (`ssh-ed25519 AAAA...`) the account also signs in with. */
  publicKey?: string;
}

export interface HostileBehaviour {
  /** READDIR never answers EOF: the same made-up names again and again. */
  endlessListing?: boolean;
  /** Reads answer this many bytes, a pause apart. */
  drip?: { bytes: number; everyMs: number };
  /** Extra names the listing gives (`../../etc/passwd`, `a/b.csv`), which exist nowhere. */
  extraNames?: string[];
}

export interface LocalSftpServer {
  host: string;
  port: number;
  /** `SHA256:<base64>`, as `ssh-keygen -l` prints it. */
  hostKeyFingerprint: string;
  /** The folder on disk an account sees as `/`. */
  rootOf: (username: string) => string;
  hostile: HostileBehaviour;
  close: () => Promise<void>;
}

export const DEMO_SFTP_ACCOUNT = { username: 'demo', password: 'demo-sftp-password' } as const;
export const DEMO_SFTP_FOLDER = '/orders';

function hostKey(folder: string): string {
  const file = join(folder, 'host_key');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const pair = utils.generateKeyPairSync('ecdsa', { bits: 256 });
  writeFileSync(file, pair.private, { mode: 0o600 });
  return pair.private;
}

/** The port kept in the data folder from an earlier start, if any. */
function keptPort(folder: string): number | undefined {
  const file = join(folder, 'port');
  if (!existsSync(file)) return undefined;
  const port = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : undefined;
}

/** Listens on loopback at `port`; false when another process holds it (the server may listen again). */
function listenOn(server: InstanceType<typeof Server>, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    server.once('listening', onListening);
    server.once('error', onError);
    server.listen(port, '127.0.0.1');
  });
}

const PERMISSIONS = ['---', '--x', '-w-', '-wx', 'r--', 'r-x', 'rw-', 'rwx'];

/** An `ls -l` line: clients read the entry's type from its first character. */
function longname(name: string, stats: Stats): string {
  const mode = stats.mode & 0o777;
  const kind = stats.isDirectory() ? 'd' : '-';
  const rights = [6, 3, 0].map((shift) => PERMISSIONS[(mode >> shift) & 7]).join('');
  const date = stats.mtime.toUTCString().slice(5, 16);
  return `${kind}${rights} 1 owner group ${String(stats.size).padStart(8)} ${date} ${name}`;
}

const attrsOf = (stats: Stats) => ({
  mode: stats.mode,
  uid: 0,
  gid: 0,
  size: stats.size,
  atime: Math.floor(stats.atimeMs / 1000),
  mtime: Math.floor(stats.mtimeMs / 1000),
});

/** Serves one signed-in account's SFTP session on its folder. */
function serve(sftp: SFTPWrapper, root: string, hostile: HostileBehaviour) {
  /** The disk path of a client path: resolved against `/`, so `..` never leaves the root. */
  const local = (path: string) => join(root, posix.resolve('/', path));
  const handles = new Map<
    number,
    { kind: 'file'; fd: number } | { kind: 'dir'; path: string; sent: boolean }
  >();
  let nextHandle = 1;
  const handleOf = (buffer: Buffer) =>
    buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined;
  const newHandle = (value: Parameters<typeof handles.set>[1]) => {
    const id = nextHandle++;
    handles.set(id, value);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    return buffer;
  };
  const failed = (id: number, error: unknown) =>
    sftp.status(
      id,
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE,
    );

  sftp.on('REALPATH', (id, path) => {
    const resolved = posix.resolve('/', path);
    sftp.name(id, [{ filename: resolved, longname: resolved, attrs: {} as never }]);
  });
  const stat = (id: number, path: string) => {
    try {
      sftp.attrs(id, attrsOf(statSync(local(path))));
    } catch (error) {
      failed(id, error);
    }
  };
  sftp.on('STAT', stat);
  sftp.on('LSTAT', (id, path) => {
    try {
      sftp.attrs(id, attrsOf(lstatSync(local(path))));
    } catch (error) {
      failed(id, error);
    }
  });
  sftp.on('FSTAT', (id, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return sftp.status(id, STATUS_CODE.FAILURE);
    sftp.attrs(id, attrsOf(fstatSync(handle.fd)));
  });
  sftp.on('OPENDIR', (id, path) => {
    try {
      if (!statSync(local(path)).isDirectory()) return sftp.status(id, STATUS_CODE.FAILURE);
      sftp.handle(id, newHandle({ kind: 'dir', path: local(path), sent: false }));
    } catch (error) {
      failed(id, error);
    }
  });
  sftp.on('READDIR', (id, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'dir') return sftp.status(id, STATUS_CODE.FAILURE);
    const fake = (name: string) => ({
      filename: name,
      longname: `-rw-r--r-- 1 owner group 10 Jan 01 2026 ${name}`,
      attrs: { mode: 0o100644, uid: 0, gid: 0, size: 10, atime: 0, mtime: 0 },
    });
    if (hostile.endlessListing) {
      return sftp.name(
        id,
        Array.from({ length: 100 }, (_, index) => fake(`endless-${nextHandle++}-${index}.csv`)),
      );
    }
    // Everything at once, then EOF: clients ask again until told there is no more.
    if (handle.sent) return sftp.status(id, STATUS_CODE.EOF);
    handle.sent = true;
    const entries = readdirSync(handle.path).map((name) => {
      const stats = statSync(join(handle.path, name));
      return { filename: name, longname: longname(name, stats), attrs: attrsOf(stats) };
    });
    sftp.name(id, [...entries, ...(hostile.extraNames ?? []).map(fake)]);
  });
  sftp.on('OPEN', (id, path, flags) => {
    try {
      const mode = utils.sftp.flagsToString(flags) ?? 'r';
      sftp.handle(id, newHandle({ kind: 'file', fd: openSync(local(path), mode) }));
    } catch (error) {
      failed(id, error);
    }
  });
  sftp.on('READ', (id, buffer, offset, length) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return sftp.status(id, STATUS_CODE.FAILURE);
    const size = hostile.drip ? Math.min(length, hostile.drip.bytes) : length;
    const data = Buffer.alloc(size);
    const read = readSync(handle.fd, data, 0, size, offset);
    const answer = () => (read ? sftp.data(id, data.subarray(0, read)) : sftp.status(id, STATUS_CODE.EOF));
    if (hostile.drip && read) setTimeout(answer, hostile.drip.everyMs);
    else answer();
  });
  sftp.on('WRITE', (id, buffer, offset, data) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return sftp.status(id, STATUS_CODE.FAILURE);
    writeSync(handle.fd, data, 0, data.length, offset);
    sftp.status(id, STATUS_CODE.OK);
  });
  sftp.on('CLOSE', (id, buffer) => {
    const handle = handleOf(buffer);
    if (!handle) return sftp.status(id, STATUS_CODE.FAILURE);
    if (handle.kind === 'file') closeSync(handle.fd);
    handles.delete(buffer.readUInt32BE(0));
    sftp.status(id, STATUS_CODE.OK);
  });
  const act = (id: number, action: () => void) => {
    try {
      action();
      sftp.status(id, STATUS_CODE.OK);
    } catch (error) {
      failed(id, error);
    }
  };
  sftp.on('RENAME', (id, from, to) =>
    act(id, () => {
      // SFTP v3's rename fails when the target exists (OpenSSH's too).
      if (existsSync(local(to))) throw new Error('exists');
      renameSync(local(from), local(to));
    }),
  );
  sftp.on('MKDIR', (id, path) => act(id, () => mkdirSync(local(path))));
  sftp.on('REMOVE', (id, path) => act(id, () => unlinkSync(local(path))));
  sftp.on('RMDIR', (id, path) => act(id, () => rmSync(local(path), { recursive: false })));
  sftp.on('SETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
  sftp.on('end', () => {
    for (const handle of handles.values()) if (handle.kind === 'file') closeSync(handle.fd);
    handles.clear();
  });
}

function publicKeyMatches(line: string, key: { algo: string; data: Buffer }): boolean {
  const parsed = utils.parseKey(line);
  if (parsed instanceof Error) return false;
  const allowed = Array.isArray(parsed) ? parsed[0]! : parsed;
  return allowed.type === key.algo && allowed.getPublicSSH().equals(key.data);
}

/**
 * Starts the server on loopback; `dataDir/sftp/<username>` is each account's folder. Without a
 * `port`, it takes the one kept in `dataDir/sftp/port` from its last start when that is free (any
 * free one otherwise, then kept).
 */
export async function startLocalSftp(
  dataDir: string,
  { accounts = [DEMO_SFTP_ACCOUNT], port }: { accounts?: SftpAccount[]; port?: number } = {},
): Promise<LocalSftpServer> {
  const folder = join(dataDir, 'sftp');
  mkdirSync(folder, { recursive: true });
  const rootOf = (username: string) => join(folder, 'home', username);
  for (const account of accounts) {
    mkdirSync(join(rootOf(account.username), DEMO_SFTP_FOLDER, 'archive'), { recursive: true });
  }
  const privateKey = hostKey(folder);
  const parsed = utils.parseKey(privateKey);
  if (parsed instanceof Error) throw parsed;
  const key = Array.isArray(parsed) ? parsed[0]! : parsed;
  const hostile: HostileBehaviour = {};
  const clients = new Set<Connection>();

  const server = new Server({ hostKeys: [privateKey] }, (client) => {
    clients.add(client);
    let account: SftpAccount | undefined;
    client.on('authentication', (context) => {
      const candidate = accounts.find((entry) => entry.username === context.username);
      const accepted =
        candidate &&
        ((context.method === 'password' &&
          candidate.password !== undefined &&
          context.password === candidate.password) ||
          (context.method === 'publickey' &&
            candidate.publicKey !== undefined &&
            publicKeyMatches(candidate.publicKey, context.key) &&
            (!context.signature ||
              (() => {
                const allowed = utils.parseKey(candidate.publicKey!);
                const one = Array.isArray(allowed) ? allowed[0]! : allowed;
                return !(one instanceof Error) && one.verify(context.blob!, context.signature!) === true;
              })())));
      if (accepted) {
        account = candidate;
        return context.accept();
      }
      context.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => serve(acceptSftp(), rootOf(account!.username), hostile));
      });
    });
    client.on('error', () => {});
    client.on('close', () => clients.delete(client));
  });
  const kept = port === undefined ? keptPort(folder) : undefined;
  if (!(kept !== undefined && (await listenOn(server, kept)))) {
    if (!(await listenOn(server, port ?? 0))) throw new Error(`The SFTP port ${port} is in use`);
  }
  const address = server.address() as { port: number };
  if (port === undefined && address.port !== kept) writeFileSync(join(folder, 'port'), `${address.port}\n`);
  return {
    host: '127.0.0.1',
    port: address.port,
    hostKeyFingerprint: fingerprintOf(key.getPublicSSH()),
    rootOf,
    hostile,
    close: async () => {
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
