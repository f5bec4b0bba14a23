import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { SinkCount } from './smtp-sink';

/** The SMTP sink (`smtp-sink.ts`) running in its own process. */
export interface Sink {
  port: number;
  pid: number;
  /** What the sink received since the previous count. */
  count(): Promise<SinkCount>;
  stop(): Promise<void>;
}

/**
 * Starts the sink in a child process (its CPU is not the measured process's), with the delays
 * of `env` (SINK_GREETING_MS, SINK_MESSAGE_MS); resolves once it listens.
 */
export async function startSink(env: Record<string, string> = {}): Promise<Sink> {
  const child: ChildProcess = fork(path.join(__dirname, 'smtp-sink.ts'), [], {
    cwd: path.resolve(__dirname, '..', 'server'),
    execArgv: ['-r', '@swc-node/register'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
    child.once('message', (message) => resolve((message as { port: number }).port));
  });
  child.removeAllListeners('exit');
  return {
    port,
    pid: child.pid!,
    count: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as SinkCount));
        child.send('count');
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
