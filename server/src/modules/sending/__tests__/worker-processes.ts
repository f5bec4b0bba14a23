import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { killProcess } from '../../../../test/kill-process';

const SERVER_DIR = path.resolve(__dirname, '../../../..');

/** Worker processes of a test file, started with `node -r @swc-node/register`; killed at its end. */
export class WorkerProcesses {
  private readonly running = new Set<ChildProcess>();

  /** A worker running `script` (a file of this folder); resolves once it prints "ready". */
  async start(script: string, env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', path.join(__dirname, script)],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.running.add(child);
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${errors}`)));
    });
    return child;
  }

  /** SIGKILL, the way a machine dies; resolves once the process is gone. */
  async kill(child: ChildProcess): Promise<void> {
    await killProcess(child);
    this.running.delete(child);
  }

  async killAll(): Promise<void> {
    for (const child of [...this.running]) await this.kill(child);
  }
}
