/**
 * Processes of the real server entry point for the scale-out test, started as a deployment starts
 * them: a compose service's command and environment. The image runs the build
 * (`node <flags> server/dist/main.js`); the test runs the same file from source with the same
 * flags (`node <flags> -r @swc-node/register server/src/main.ts`), which spares it a build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { killProcess } from '../../test/kill-process';
import nodeFlags from '../../node-flags.json';
import type { ComposeService } from './compose-services';

const SERVER_DIR = path.resolve(__dirname, '../..');
/** Node's flags for the server: `npm start`, the image and docker-compose.yml pass the same. */
const NODE_FLAGS: string[] = nodeFlags;
const BUILT_ENTRY = ['node', ...NODE_FLAGS, 'server/dist/main.js'];

/** One line of a process's pino log, with when the test read it. */
export interface LogLine {
  at: number;
  msg?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Its JSON log lines, oldest first (the start-up banner and other text are left out). */
  log: LogLine[];
  /** Everything it wrote to stderr. */
  errors: string;
}

/** The server processes of one test file; whatever is still running at its end is killed. */
export class ServerProcesses {
  private readonly running = new Set<ServerProcess>();
  private readonly started: ServerProcess[] = [];

  /** Every process started, killed ones too (their logs, for a failure's message). */
  all(): readonly ServerProcess[] {
    return this.started;
  }

  /**
   * Starts `service` with `overrides` on top of its environment; resolves once the process logs
   * "ready" (it has migrated, and listens when it serves HTTP).
   */
  async start(
    name: string,
    service: ComposeService,
    overrides: Record<string, string>,
    timeoutMs = 120_000,
  ): Promise<ServerProcess> {
    if (service.command.join(' ') !== BUILT_ENTRY.join(' ')) {
      throw new Error(
        `${name}: expected the command ${BUILT_ENTRY.join(' ')}, got ${service.command}`,
      );
    }
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, '-r', '@swc-node/register', 'src/main.ts'],
      {
        cwd: SERVER_DIR,
        // Only what the container would have: the service's environment, nothing of this process's.
        env: { PATH: process.env.PATH ?? '', ...service.environment, ...overrides },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const started: ServerProcess = { name, child, log: [], errors: '' };
    this.running.add(started);
    this.started.push(started);
    child.stderr!.on('data', (chunk: Buffer) => (started.errors += chunk.toString()));
    let rest = '';
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} not ready after ${timeoutMs} ms: ${started.errors}`)),
        timeoutMs,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop()!;
        for (const line of lines) {
          const entry = parseLogLine(line);
          if (!entry) continue;
          started.log.push(entry);
          if (entry.msg === 'ready') {
            clearTimeout(timer);
            resolve();
          }
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code ?? signal}): ${started.errors}`));
      });
    });
    await ready;
    return started;
  }

  /** SIGKILL, the way a machine dies; resolves once the process is gone. */
  async kill(server: ServerProcess): Promise<void> {
    await killProcess(server.child);
    this.running.delete(server);
  }

  async killAll(): Promise<void> {
    for (const server of [...this.running]) await this.kill(server);
  }
}

function parseLogLine(line: string): LogLine | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return { ...(JSON.parse(line) as Record<string, unknown>), at: Date.now() };
  } catch {
    return undefined;
  }
}
